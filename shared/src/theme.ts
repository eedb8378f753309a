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
  },
  components: {
    Button: { controlHeight: 40 },
    Input: { controlHeight: 40 },
  },
};

/** The same tokens as CSS custom properties, for screens that do not load antd. */
export function cssVariables(): string {
  return Object.entries(tokens)
    .map(([name, value]) => `--mcq-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof value === 'number' ? `${value}px` : value};`)
    .join('\n');
}
