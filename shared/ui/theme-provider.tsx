import { ConfigProvider, theme as antdAlgorithms, type ThemeConfig } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMemo, type ReactNode } from 'react';
import { antdTheme, darkAntdComponentTokens, darkAntdTokens, type ThemeName } from 'shared';

/** The area's own component tokens with the dark ones laid over them. */
function darkComponents(theme: ThemeConfig): ThemeConfig['components'] {
  const components: Record<string, object> = { ...theme.components };
  for (const [name, tokens] of Object.entries(darkAntdComponentTokens)) components[name] = { ...components[name], ...tokens };
  return components as ThemeConfig['components'];
}

/**
 * antd's theme and locale; an area may bring its own theme on the shared tokens (the child's area).
 * In the dark theme, antd's dark algorithm with the dark tokens laid over the area's own.
 */
export function ThemeProvider({ children, theme = antdTheme, mode = 'light' }: { children: ReactNode; theme?: ThemeConfig; mode?: ThemeName }) {
  const config = useMemo<ThemeConfig>(
    () => (mode === 'dark' ? { ...theme, algorithm: antdAlgorithms.darkAlgorithm, token: { ...theme.token, ...darkAntdTokens }, components: darkComponents(theme) } : theme),
    [mode, theme],
  );
  return (
    <ConfigProvider theme={config} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
