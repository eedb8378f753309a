import type { ThemeConfig } from 'antd';

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
