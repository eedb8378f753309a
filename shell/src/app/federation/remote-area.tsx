import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { t, type RemoteName } from 'shared';
import { Loading } from '../loading.tsx';
import { loadRemoteRoutes } from './remotes.ts';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote failed to load or render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="shell-message" role="alert">
        <h1>{t('remote.unavailable.title')}</h1>
        <p>{t('remote.unavailable.body')}</p>
        <button type="button" className="shell-button" onClick={this.props.onRetry}>
          {t('remote.unavailable.retry')}
        </button>
      </main>
    );
  }
}

/** One lazy component per remote for the page's life, so moving within an area never reloads it. */
const loaded = new Map<RemoteName, ComponentType>();

function remoteRoutes(name: RemoteName, retry: boolean): ComponentType {
  let routes = loaded.get(name);
  if (!routes || retry) {
    routes = lazy(() => loadRemoteRoutes(name, retry).then((component) => ({ default: component })));
    loaded.set(name, routes);
  }
  return routes;
}

function RemoteRoutes({ name, retry }: { name: RemoteName; retry: boolean }) {
  const [Routes] = useState(() => remoteRoutes(name, retry));
  return <Routes />;
}

/** Mounts a remote's routes inside the shell; a remote that is down gets a friendly page. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<Loading />}>
        <RemoteRoutes name={name} retry={attempt > 0} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
