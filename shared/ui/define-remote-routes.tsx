import type { ThemeConfig } from 'antd';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createQueryClient, type PathName, type RemoteRoutes } from 'shared';
import { AreaFrame, type AreaNavigationFrame } from './area-frame.tsx';
import { RouteError, ScreenError } from './route-error.tsx';
import { LoadingState } from './states.tsx';
import { useOnline } from './use-online.ts';

type ScreenLoaders = Partial<Record<PathName, () => Promise<ComponentType>>>;

/** How long a screen whose code failed online waits before it tries once more by itself. */
const RETRY_AFTER_MS = 1000;

/**
 * Stands for a screen whose code could not be fetched (offline, the first time it opens; or a remote
 * published anew): says so, and fetches it again on Try again or when the connection comes back.
 * The router does not see the failure: it would show the screen's error boundary, which does not fetch
 * the code again by itself when the connection comes back. The router keeps this stand-in as the
 * route's screen for the page's life, so it remembers what it fetched (a later visit shows the screen
 * at once) and, on a later visit online, fetches again by itself. A fetch that failed while the browser
 * already said it was online (the connection coming back, a network that dropped for a moment) is tried
 * once more by itself a second later, before the screen says it could not be shown.
 */
function screenToFetchAgain(load: () => Promise<ComponentType>, error: unknown): ComponentType {
  const kept: { screen: ComponentType | null; visits: number } = { screen: null, visits: 0 };
  return function ScreenToFetchAgain() {
    const [Screen, setScreen] = useState<ComponentType | null>(() => kept.screen);
    const [tries, setTries] = useState(0);
    const online = useOnline();
    const wasOffline = useRef(!online);
    // The first visit is the one whose fetch just failed: it waits for the connection or for Try again, after one
    // more try of its own when the browser was online.
    const [laterVisit] = useState(() => kept.visits > 0);
    const [retrying, setRetrying] = useState(() => kept.visits === 0 && online);
    useEffect(() => {
      kept.visits += 1;
    }, []);
    useEffect(() => {
      if (Screen) return;
      if (!online) {
        wasOffline.current = true;
        return;
      }
      if (tries === 0 && !wasOffline.current && !laterVisit && !retrying) return;
      let live = true;
      const timer = setTimeout(
        () =>
          load().then(
            (Loaded) => {
              if (!Loaded) {
                if (live) setRetrying(false);
                return;
              }
              kept.screen = Loaded;
              if (live) setScreen(() => Loaded);
            },
            () => {
              if (live) setRetrying(false);
            },
          ),
        retrying && tries === 0 ? RETRY_AFTER_MS : 0,
      );
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [Screen, laterVisit, online, retrying, tries]);
    if (Screen) return <Screen />;
    return retrying ? <LoadingState /> : <ScreenError error={error} onRetry={() => setTries((n) => n + 1)} />;
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
