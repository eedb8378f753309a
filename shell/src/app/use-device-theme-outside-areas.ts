import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { useLocation } from 'shared/router';
import { inSignedInArea, setDocumentTheme } from 'shared';
import { sessionAtom } from 'shared/session';

/**
 * The theme is the signed-in areas' (each area's frame sets it). The shell's own pages outside them
 * (landing, sign-in, sign-up, help) follow the device's light or dark setting, or the theme the
 * signed-in person chose, whatever the page's first script or the last area set.
 */
export function useDeviceThemeOutsideAreas(): void {
  const { pathname } = useLocation();
  const user = useAtomValue(sessionAtom).user;
  const stored = user?.preferences;
  const chosen = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)['theme'] : undefined;
  const inArea = user !== null && inSignedInArea(pathname);
  useLayoutEffect(() => {
    if (!inArea) setDocumentTheme(chosen === 'dark' || chosen === 'light' ? chosen : 'device');
  }, [inArea, chosen]);
}
