import type { ThemeConfig } from 'antd';
import type { ComponentType } from 'react';
import { createQueryClient, type PathName, type RemoteRoutes } from 'shared';
import { AreaFrame, type AreaNavigationFrame } from './area-frame.tsx';
import { RouteError } from './route-error.tsx';

type ScreenLoaders = Partial<Record<PathName, () => Promise<ComponentType>>>;

/**
 * A remote's exposed routes: one frame with the area's one QueryClient, and each screen as a
 * lazy route with the area's error boundary, so a remote's first screen carries no other.
 * `theme`: the area's antd theme when it is not the calm default (the child's area); `navigation`: the
 * area's own navigation around its signed-in pages (the creator portal's sidebar).
 */
export function defineRemoteRoutes(title: string, loaders: ScreenLoaders, theme?: ThemeConfig, navigation?: AreaNavigationFrame): RemoteRoutes {
  const queryClient = createQueryClient();
  const screens: RemoteRoutes['screens'] = {};
  for (const [name, load] of Object.entries(loaders) as [PathName, () => Promise<ComponentType>][]) {
    screens[name] = () => load().then((Component) => ({ Component }));
  }
  return { Frame: () => <AreaFrame title={title} queryClient={queryClient} theme={theme} navigation={navigation} />, ErrorBoundary: RouteError, screens };
}
