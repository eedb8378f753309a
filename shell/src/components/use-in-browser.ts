import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while a page is prerendered at build time (its buttons cannot do anything until the app
 * has loaded), true once it renders in the browser.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
