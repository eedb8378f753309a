import type { ThemeConfig } from 'antd';
import { SUBJECTS, type Subject } from './domain/constants.ts';
import { areas, paths } from './paths.ts';

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
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
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

/** The portal's two looks: the account's choice, or the device's while the account has not chosen. */
export type ThemeName = 'light' | 'dark';

/**
 * The colours the portal's own CSS reads, by role, in each theme. Every `*.css` of the signed-in areas
 * uses these names instead of colour values, so one attribute on the document root
 * (`html[data-theme="dark"]`) switches them all; theme.test.ts holds each text/background pair to AA.
 */
export const palettes = {
  light: {
    '--mcq-primary': tokens.colorPrimary,
    '--mcq-primary-hover': '#4338ca',
    '--mcq-primary-strong': '#3730a3',
    '--mcq-on-fill': '#ffffff',
    '--mcq-text': tokens.colorText,
    '--mcq-text-secondary': tokens.colorTextSecondary,
    '--mcq-text-muted': '#6b7280',
    '--mcq-bg': tokens.colorBgLayout,
    '--mcq-surface': '#ffffff',
    '--mcq-surface-muted': '#f3f4f6',
    '--mcq-border': '#e5e7eb',
    '--mcq-border-strong': '#d1d5db',
    // #9ca3af until the dark theme's contrast test: a control's edge needs 3:1 on white.
    '--mcq-border-input': '#858c99',
    '--mcq-focus': '#111827',
    '--mcq-focus-ring': tokens.colorPrimary,
    '--mcq-accent': tokens.colorPrimary,
    '--mcq-link': '#4338ca',
    '--mcq-primary-tint': '#e0e7ff',
    '--mcq-primary-tint-soft': '#eef2ff',
    '--mcq-on-primary-tint': '#3730a3',
    '--mcq-primary-border': '#c7d2fe',
    '--mcq-success-tint': '#dcfce7',
    '--mcq-success-text': '#14532d',
    '--mcq-success-border': '#16a34a',
    '--mcq-success-fill': '#15803d',
    '--mcq-warning-tint': '#fef9c3',
    '--mcq-warning-text': '#713f12',
    '--mcq-warning-border': '#b45309',
    '--mcq-danger-tint': '#fee2e2',
    '--mcq-danger-text': '#991b1b',
    '--mcq-danger-border': '#fca5a5',
    '--mcq-danger-fill': '#b91c1c',
    '--mcq-info-tint': '#dbeafe',
    '--mcq-info-text': '#1e3a8a',
    '--mcq-info-border': '#93c5fd',
    '--mcq-attention-tint': '#ffedd5',
    '--mcq-attention-text': '#7c2d12',
    '--mcq-attention-border': '#fdba74',
    '--mcq-chart-primary': tokens.colorPrimary,
    '--mcq-chart-success': '#16a34a',
    '--mcq-chart-info': '#2563eb',
    '--mcq-chart-warning': '#a16207',
    '--mcq-chart-danger': '#dc2626',
    '--mcq-chart-grid': '#94a3b8',
    '--mcq-chart-neutral': '#7c8aa0',
    '--mcq-shadow': 'rgb(17 24 39 / 15%)',
    // The landing page's coloured bands (its hero and call to action) with white words on them.
    '--mcq-band': tokens.colorPrimary,
    '--mcq-band-strong': '#3730a3',
    '--mcq-on-band': '#ffffff',
    '--kid-flame': '#9a3412',
    '--kid-flame-tint': '#ffedd5',
  },
  dark: {
    '--mcq-primary': '#818cf8',
    '--mcq-primary-hover': '#a5b4fc',
    '--mcq-primary-strong': '#c7d2fe',
    '--mcq-on-fill': '#0f172a',
    '--mcq-text': '#f1f5f9',
    '--mcq-text-secondary': '#cbd5e1',
    '--mcq-text-muted': '#a3b1c6',
    '--mcq-bg': '#0f172a',
    '--mcq-surface': '#1e293b',
    '--mcq-surface-muted': '#2b3a52',
    '--mcq-border': '#334155',
    '--mcq-border-strong': '#52617a',
    '--mcq-border-input': '#8494ab',
    '--mcq-focus': '#f1f5f9',
    '--mcq-focus-ring': '#a5b4fc',
    '--mcq-accent': '#818cf8',
    '--mcq-link': '#a5b4fc',
    '--mcq-primary-tint': '#312e81',
    '--mcq-primary-tint-soft': '#262a5c',
    '--mcq-on-primary-tint': '#e0e7ff',
    '--mcq-primary-border': '#4f46e5',
    '--mcq-success-tint': '#14532d',
    '--mcq-success-text': '#bbf7d0',
    '--mcq-success-border': '#22c55e',
    '--mcq-success-fill': '#4ade80',
    '--mcq-warning-tint': '#422006',
    '--mcq-warning-text': '#fde68a',
    '--mcq-warning-border': '#ca8a04',
    '--mcq-danger-tint': '#4c0519',
    '--mcq-danger-text': '#fecaca',
    '--mcq-danger-border': '#ef4444',
    '--mcq-danger-fill': '#f87171',
    '--mcq-info-tint': '#172554',
    '--mcq-info-text': '#bfdbfe',
    '--mcq-info-border': '#3b82f6',
    '--mcq-attention-tint': '#431407',
    '--mcq-attention-text': '#fed7aa',
    '--mcq-attention-border': '#ea580c',
    '--mcq-chart-primary': '#818cf8',
    '--mcq-chart-success': '#4ade80',
    '--mcq-chart-info': '#60a5fa',
    '--mcq-chart-warning': '#facc15',
    '--mcq-chart-danger': '#f87171',
    '--mcq-chart-grid': '#52617a',
    '--mcq-chart-neutral': '#94a3b8',
    '--mcq-shadow': 'rgb(0 0 0 / 45%)',
    '--mcq-band': '#3730a3',
    '--mcq-band-strong': '#1e1b4b',
    '--mcq-on-band': '#ffffff',
    '--kid-flame': '#fdba74',
    '--kid-flame-tint': '#431407',
  },
} as const satisfies Record<ThemeName, Record<string, string>>;

/** The tokens plain-CSS screens read (the landing page, the shell's own pages), by CSS name. */
export const cssTokens = {
  ...palettes.light,
  '--mcq-radius': `${tokens.borderRadius}px`,
  '--mcq-font': tokens.fontFamily,
} as const;

function declarations(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The tokens as one style sheet: the light values on the root, the dark ones under
 * `[data-theme="dark"]` (with `color-scheme: dark` for the browser's own scroll bars and controls), and
 * on a page with no theme set (a public page, nobody's choice) the device's: dark on a dark device.
 * Inlined into the built pages (scripts/prerender.mjs) and put on the document by `applyCssTokens`.
 */
export function cssTokenSheet(): string {
  const dark = `color-scheme:dark;${declarations(palettes.dark)}`;
  return `:root{${declarations(cssTokens)}}:root[data-theme="dark"]{${dark}}@media (prefers-color-scheme:dark){:root:not([data-theme]){${dark}}}`;
}

const TOKEN_SHEET_ID = 'mcq-tokens';

/** Puts the tokens on the document, before the first paint of any page that uses them (once). */
export function applyCssTokens(doc: Document = document): void {
  if (doc.getElementById(TOKEN_SHEET_ID)) return;
  const style = doc.createElement('style');
  style.id = TOKEN_SHEET_ID;
  style.textContent = cssTokenSheet();
  doc.head.append(style);
}

/** The theme shown: the account's choice, or the device's while the account has not chosen one. */
export function effectiveTheme(chosen: unknown, deviceDark: boolean): ThemeName {
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return deviceDark ? 'dark' : 'light';
}

/** Whether a path belongs to a signed-in area: the theme applies there; signed-out pages stay light. */
export function inSignedInArea(pathname: string): boolean {
  return signedInSegments().includes(pathname.split('/')[1] ?? '');
}

function signedInSegments(): string[] {
  return areas.filter((area) => area.role !== null).flatMap((area) => area.paths.map((name) => paths[name].split('/')[1] ?? ''));
}

/**
 * The page's first script, inline in the head (the CSP allows it by its hash): a page whose stored
 * session (PocketBase's `pocketbase_auth`) chose a theme has it from its first paint, and a signed-in
 * page of a dark device is dark; a page of nobody's choice follows the device by the token sheet alone.
 * The app takes over once it runs (`useDocumentTheme` in shared/ui, the shell's own pages).
 */
export function themeBeforePaint(): string {
  return (
    'try{var s=JSON.parse(localStorage.getItem("pocketbase_auth")||"null"),t=s&&s.token&&s.record&&s.record.preferences&&s.record.preferences.theme;' +
    `if(t==="dark"||t==="light")document.documentElement.dataset.theme=t;else if(s&&s.token&&${JSON.stringify(signedInSegments())}.indexOf(location.pathname.split("/")[1])>=0&&` +
    'matchMedia("(prefers-color-scheme: dark)").matches)document.documentElement.dataset.theme="dark"}catch(e){}'
  );
}

/**
 * The attribute on the document root that switches the palettes: a theme someone chose or an area
 * shows, or none (`device`) on a page of nobody's choice, which then follows the device's setting.
 */
export function setDocumentTheme(theme: ThemeName | 'device', root: HTMLElement = document.documentElement): void {
  if (theme === 'device') delete root.dataset['theme'];
  else root.dataset['theme'] = theme;
}

/**
 * antd's tokens in the dark theme, laid over an area's own (with antd's dark algorithm, in the theme
 * provider): the palette's dark colours, and light fills with dark text on them (indigo text and
 * fills at antd's derived shades fall below AA on a dark page).
 */
export const darkAntdTokens = {
  colorPrimary: palettes.dark['--mcq-primary'],
  colorPrimaryHover: palettes.dark['--mcq-primary-hover'],
  colorPrimaryActive: palettes.dark['--mcq-primary-strong'],
  colorSuccess: palettes.dark['--mcq-success-fill'],
  colorWarning: palettes.dark['--mcq-chart-warning'],
  colorError: palettes.dark['--mcq-danger-fill'],
  // antd's own derived reds read 4:1 on a dark card (a Remove button's words): the palette's light ones instead.
  colorErrorText: palettes.dark['--mcq-danger-fill'],
  colorErrorTextHover: palettes.dark['--mcq-danger-text'],
  colorErrorTextActive: palettes.dark['--mcq-danger-text'],
  colorErrorHover: palettes.dark['--mcq-danger-text'],
  colorErrorActive: palettes.dark['--mcq-danger-text'],
  colorInfo: palettes.dark['--mcq-chart-info'],
  colorLink: palettes.dark['--mcq-link'],
  colorLinkHover: palettes.dark['--mcq-primary-strong'],
  colorTextLightSolid: palettes.dark['--mcq-on-fill'],
  colorText: palettes.dark['--mcq-text'],
  colorTextSecondary: palettes.dark['--mcq-text-secondary'],
  colorTextDescription: palettes.dark['--mcq-text-secondary'],
  colorTextTertiary: palettes.dark['--mcq-text-secondary'],
  colorTextPlaceholder: palettes.dark['--mcq-text-muted'],
  colorBgLayout: palettes.dark['--mcq-bg'],
  colorBgContainer: palettes.dark['--mcq-surface'],
  // Popups (a select's list, the date picker, a dialog) one step lighter than the cards they open over: on the same
  // surface they had no edge in the dark.
  colorBgElevated: palettes.dark['--mcq-surface-muted'],
  colorBorder: palettes.dark['--mcq-border-input'],
  colorBorderSecondary: palettes.dark['--mcq-border'],
} as const;

/**
 * What antd's dark algorithm derives again from our seed colours, whatever `darkAntdTokens` says
 * (a seed token such as colorError is only a starting point for it): the components that write in
 * the error colour get the palette's light red at component level, where it is final (a Remove button's
 * words, a form's message; antd's own dark red reads 3.9:1 on a dark card).
 */
export const darkAntdComponentTokens = {
  Button: {
    colorError: palettes.dark['--mcq-danger-fill'],
    colorErrorHover: palettes.dark['--mcq-danger-text'],
    colorErrorActive: palettes.dark['--mcq-danger-text'],
  },
  Form: { colorError: palettes.dark['--mcq-danger-fill'] },
} as const;

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
  colorFlame: palettes.light['--kid-flame'],
  colorFlameTint: palettes.light['--kid-flame-tint'],
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
  '--kid-star': studentTokens.colorStar,
} as const;
