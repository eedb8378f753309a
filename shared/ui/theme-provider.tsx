import { ConfigProvider, theme as antdAlgorithms, type ThemeConfig } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMemo, type ReactNode } from 'react';
import { antdTheme, darkAntdTokens, type ThemeName } from 'shared';

/**
 * antd's theme and locale; an area may bring its own theme on the shared tokens (the child's area).
 * In the dark theme, antd's dark algorithm with the dark tokens laid over the area's own.
 */
export function ThemeProvider({ children, theme = antdTheme, mode = 'light' }: { children: ReactNode; theme?: ThemeConfig; mode?: ThemeName }) {
  const config = useMemo<ThemeConfig>(
    () => (mode === 'dark' ? { ...theme, algorithm: antdAlgorithms.darkAlgorithm, token: { ...theme.token, ...darkAntdTokens } } : theme),
    [mode, theme],
  );
  return (
    <ConfigProvider theme={config} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
