import { useAtomValue } from 'jotai';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { applyCssTokens, effectiveTheme, setDocumentTheme, type ThemeName } from 'shared';
import { sessionAtom } from 'shared/session';

/** Whether the device matches a media query (`(prefers-color-scheme: dark)`), kept current while the page is open. */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the device asks for a dark look. */
export function useDeviceDark(): boolean {
  return useMediaQuery('(prefers-color-scheme: dark)');
}

/**
 * The signed-in person's theme: their choice, or the device's (followed live) while they have not
 * chosen. Signed out (the author's sign-in), the device's, as the shell's public pages have it: the
 * page and antd's form controls alike (antd left light on a dark page left labels dark on dark).
 */
export function useEffectiveTheme(): ThemeName {
  const user = useAtomValue(sessionAtom).user;
  const stored = user?.preferences;
  const chosen = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)['theme'] : undefined;
  const deviceDark = useDeviceDark();
  return effectiveTheme(user ? chosen : undefined, deviceDark);
}

/**
 * Puts the theme on the document root (`data-theme`), which switches the portal's CSS variables,
 * and the tokens' style sheet on the document if the page came without it (a remote running alone).
 * Leaving the area (a signed-out page, a shell page) leaves the page to the device's setting.
 */
export function useDocumentTheme(): ThemeName {
  const theme = useEffectiveTheme();
  useLayoutEffect(() => {
    applyCssTokens();
    setDocumentTheme(theme);
  }, [theme]);
  useLayoutEffect(() => () => setDocumentTheme('device'), []);
  return theme;
}
