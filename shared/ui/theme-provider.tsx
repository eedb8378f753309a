import { ConfigProvider, theme as antdAlgorithms, type ThemeConfig } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useMemo, type ReactNode } from 'react';
import { antdTheme, darkAntdComponentTokens, darkAntdTokens, type ThemeName } from 'shared';
import { useMediaQuery } from './use-theme.ts';

/** The area's own component tokens with the dark ones laid over them. */
function darkComponents(theme: ThemeConfig): ThemeConfig['components'] {
  const components: Record<string, object> = { ...theme.components };
  for (const [name, tokens] of Object.entries(darkAntdComponentTokens)) components[name] = { ...components[name], ...tokens };
  return components as ThemeConfig['components'];
}

/**
 * An area's antd theme in one of the two looks: in the dark one, antd's dark algorithm with the dark
 * tokens laid over the area's own. With `zeroRuntime` antd makes no styles while it renders: they come
 * from the stylesheets made at build time (shared/scripts/antd-css.mjs), imported beside each component's
 * use, and read the CSS variables antd still writes from this theme.
 */
export function antdThemeConfig(theme: ThemeConfig, mode: ThemeName, motion = true): ThemeConfig {
  const themed =
    mode === 'dark'
      ? {
          ...theme,
          algorithm: antdAlgorithms.darkAlgorithm,
          token: { ...theme.token, ...darkAntdTokens },
          components: darkComponents(theme),
        }
      : theme;
  const look = motion ? themed : { ...themed, token: { ...themed.token, motion: false } };
  return { ...look, zeroRuntime: true };
}

/** antd's click wave, off: its `motion` token does not reach it. */
const NO_WAVE = { disabled: true };

/**
 * antd's theme and locale; an area may bring its own theme on the shared tokens (the child's area).
 * A device that asks for reduced motion gets antd's dialogs, menus and messages without animation, and
 * its buttons without the wave of a click.
 */
export function ThemeProvider({
  children,
  theme = antdTheme,
  mode = 'light',
}: {
  children: ReactNode;
  theme?: ThemeConfig;
  mode?: ThemeName;
}) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const config = useMemo(() => antdThemeConfig(theme, mode, !reduceMotion), [mode, theme, reduceMotion]);
  return (
    <ConfigProvider theme={config} locale={enGB} wave={reduceMotion ? NO_WAVE : undefined}>
      {children}
    </ConfigProvider>
  );
}
