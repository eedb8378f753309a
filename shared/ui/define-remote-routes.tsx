import type { ThemeConfig } from 'antd';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createQueryClient, type PathName, type RemoteRoutes } from 'shared';
import { AreaFrame, type AreaNavigationFrame } from './area-frame.tsx';
import { RouteError, ScreenError } from './route-error.tsx';
import { useOnline } from './use-online.ts';

type ScreenLoaders = Partial<Record<PathName, () => Promise<ComponentType>>>;

/**
 * Stands for a screen whose code could not be fetched (offline, the first time it opens; or a remote
 * published anew): says so, and fetches it again on Try again or when the connection comes back.
 * The router does not see the failure: it would show the screen's error boundary, which does not fetch
 * the code again by itself when the connection comes back.
 */
function screenToFetchAgain(load: () => Promise<ComponentType>, error: unknown): ComponentType {
  return function ScreenToFetchAgain() {
    const [Screen, setScreen] = useState<ComponentType | null>(null);
    const [tries, setTries] = useState(0);
    const online = useOnline();
    const wasOffline = useRef(!online);
    useEffect(() => {
      if (!online) {
        wasOffline.current = true;
        return;
      }
      if (tries === 0 && !wasOffline.current) return;
      let live = true;
      load().then(
        (Loaded) => {
          if (live && Loaded) setScreen(() => Loaded);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [online, tries]);
    return Screen ? <Screen /> : <ScreenError error={error} onRetry={() => setTries((n) => n + 1)} />;
  };
}

/**
 * A remote's exposed routes: one frame with the area's one QueryClient, and each screen as a
 * lazy route with the area's error boundary, so a remote's first screen carries no other.
 * `theme`: the area's antd theme when it is not the calm default (the child's area); `navigation`: the
 * area's own navigation around its signed-in pages (the creator portal's sidebar).
 */
export function defineRemoteRoutes(
  title: string,
  loaders: ScreenLoaders,
  theme?: ThemeConfig,
  navigation?: AreaNavigationFrame,
): RemoteRoutes {
  const queryClient = createQueryClient();
  const screens: RemoteRoutes['screens'] = {};
  for (const [name, load] of Object.entries(loaders) as [PathName, () => Promise<ComponentType>][]) {
    screens[name] = () =>
      load()
        .then((Component) => {
          if (!Component) throw new Error(`The ${name} screen has no component`);
          return { Component };
        })
        .catch((error: unknown) => ({ Component: screenToFetchAgain(load, error) }));
  }
  return {
    Frame: () => <AreaFrame title={title} queryClient={queryClient} theme={theme} navigation={navigation} />,
    ErrorBoundary: RouteError,
    screens,
  };
}
