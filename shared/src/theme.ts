import type { ThemeConfig } from 'antd';
import { SUBJECTS, type Subject } from './domain/constants.ts';

/**
 * Design tokens, one set for every app. Plain values so that pages without antd
 * (the landing page) use the same colours through CSS variables.
 */
export const tokens = {
  colorPrimary: '#4f46e5',
  colorSuccess: '#16a34a',
  colorWarning: '#ca8a04',
  colorError: '#dc2626',
  colorInfo: '#2563eb',
  colorText: '#1f2937',
  colorTextSecondary: '#4b5563',
  colorBgLayout: '#f5f7ff',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  borderRadius: 10,
  fontSize: 16,
} as const;

/** The antd theme every app passes to its ConfigProvider. */
export const antdTheme: ThemeConfig = {
  token: {
    ...tokens,
    // antd's default secondary texts are translucent and fall below WCAG AA contrast.
    colorTextDescription: tokens.colorTextSecondary,
    colorTextTertiary: tokens.colorTextSecondary,
    colorTextPlaceholder: '#6b7280',
    // antd derives lighter hover and pressed shades of the primary colour; indigo text or fill at
    // those shades falls below WCAG AA against white, so they are darker instead.
    colorPrimaryHover: '#4338ca',
    colorPrimaryActive: '#3730a3',
  },
  components: {
    Button: { controlHeight: 40 },
    Input: { controlHeight: 40 },
    // antd rounds a checkbox by borderRadiusSM, which our radius of 10 makes 6: on a 16 px box that
    // reads as a radio button. A checkbox keeps square corners.
    Checkbox: { borderRadiusSM: 3 },
  },
};

/** The tokens plain-CSS screens read (the landing page, the shell's own pages), by CSS name. */
export const cssTokens = {
  '--mcq-primary': tokens.colorPrimary,
  '--mcq-text': tokens.colorText,
  '--mcq-text-secondary': tokens.colorTextSecondary,
  '--mcq-bg': tokens.colorBgLayout,
  '--mcq-radius': `${tokens.borderRadius}px`,
  '--mcq-font': tokens.fontFamily,
} as const;

/** Puts the tokens on the document, before the first paint of any page that uses them. */
export function applyCssTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(cssTokens)) root.style.setProperty(name, value);
}

/**
 * The student area's colour per subject: `color` for icons, borders and white text on it, `tint` for
 * the background it sits on. Each passes WCAG AA (4.5:1) as text on white, on its tint and under
 * white text (theme.test.ts holds them to it).
 */
export const subjectColors: Record<Subject, { color: string; tint: string }> = {
  Mathematics: { color: '#1d4ed8', tint: '#dbeafe' },
  English: { color: '#be185d', tint: '#fce7f3' },
  Science: { color: '#047857', tint: '#d1fae5' },
  History: { color: '#92400e', tint: '#fef3c7' },
  Geography: { color: '#6d28d9', tint: '#ede9fe' },
};

/** A subject outside SUBJECTS (an old record) gets the primary colour. */
export const otherSubjectColor = { color: '#4338ca', tint: '#e0e7ff' } as const;

export function subjectColor(subject: string | undefined): { color: string; tint: string } {
  return (SUBJECTS as readonly string[]).includes(subject ?? '') ? subjectColors[subject as Subject] : otherSubjectColor;
}

/**
 * The child's area (5 to 11 years old): larger type, rounder shapes and more room than the parent's
 * and creator's calm screens, on the same colours. `studentTheme` is its antd theme, `studentCssTokens`
 * what its plain markup reads.
 */
export const studentTokens = {
  fontSize: 18,
  borderRadius: 18,
  spacing: 20,
  /** the streak's flame and the stars of a celebration */
  colorFlame: '#9a3412',
  colorFlameTint: '#ffedd5',
  colorStar: '#f59e0b',
} as const;

export const studentTheme: ThemeConfig = {
  ...antdTheme,
  token: { ...antdTheme.token, fontSize: studentTokens.fontSize, borderRadius: studentTokens.borderRadius },
  components: {
    Button: { controlHeight: 44, controlHeightLG: 48 },
    Input: { controlHeight: 44 },
  },
};

export const studentCssTokens = {
  '--kid-font-size': `${studentTokens.fontSize}px`,
  '--kid-radius': `${studentTokens.borderRadius}px`,
  '--kid-space': `${studentTokens.spacing}px`,
  '--kid-flame': studentTokens.colorFlame,
  '--kid-flame-tint': studentTokens.colorFlameTint,
  '--kid-star': studentTokens.colorStar,
} as const;
