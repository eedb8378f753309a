/**
 * Resolves once a service worker controls the page. A page the worker does not control yet (the first
 * visit, or a load the browser made without it) sends its requests straight to the network: to the
 * real backend behind the remote's `/api`, which refuses the mock's session.
 */
export function untilControlled(
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>,
): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const controlled = () => {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', controlled);
      resolve();
    };
    container.addEventListener('controllerchange', controlled);
  });
}
