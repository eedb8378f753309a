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
 * the code again by itself when the connection comes back. The router keeps this stand-in as the
 * route's screen for the page's life, so it remembers what it fetched (a later visit shows the screen
 * at once) and, on a later visit online, fetches again by itself.
 */
function screenToFetchAgain(load: () => Promise<ComponentType>, error: unknown): ComponentType {
  const kept: { screen: ComponentType | null; visits: number } = { screen: null, visits: 0 };
  return function ScreenToFetchAgain() {
    const [Screen, setScreen] = useState<ComponentType | null>(() => kept.screen);
    const [tries, setTries] = useState(0);
    const online = useOnline();
    const wasOffline = useRef(!online);
    // The first visit is the one whose fetch just failed: it waits for the connection or for Try again.
    const [laterVisit] = useState(() => kept.visits > 0);
    useEffect(() => {
      kept.visits += 1;
    }, []);
    useEffect(() => {
      if (Screen) return;
      if (!online) {
        wasOffline.current = true;
        return;
      }
      if (tries === 0 && !wasOffline.current && !laterVisit) return;
      let live = true;
      load().then(
        (Loaded) => {
          if (!Loaded) return;
          kept.screen = Loaded;
          if (live) setScreen(() => Loaded);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Screen, laterVisit, online, tries]);
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
