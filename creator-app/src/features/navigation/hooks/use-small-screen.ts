import { useSyncExternalStore } from 'react';

/** Below this width the sidebar would take the page's room: it becomes a drawer opened from the header. */
const PHONE = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's (narrower than 768 px), followed as the window changes. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
