import { ConfigProvider, type ThemeConfig } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { antdTheme } from 'shared';

/** antd's theme and locale; an area may bring its own theme on the shared tokens (the child's area). */
export function ThemeProvider({ children, theme = antdTheme }: { children: ReactNode; theme?: ThemeConfig }) {
  return (
    <ConfigProvider theme={theme} locale={enGB}>
      {children}
    </ConfigProvider>
  );
}
