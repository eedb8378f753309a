import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { useLocation } from 'shared/router';
import { inSignedInArea, setDocumentTheme } from 'shared';
import { sessionAtom } from 'shared/session';

/**
 * The theme is the signed-in areas' (each area's frame sets it); the shell's own pages outside them
 * (the sign-in, help) and a signed-out visitor are light, whatever the page's first script or the
 * last area set.
 */
export function useLightOutsideAreas(): void {
  const { pathname } = useLocation();
  const signedIn = useAtomValue(sessionAtom).user !== null;
  useLayoutEffect(() => {
    if (!signedIn || !inSignedInArea(pathname)) setDocumentTheme('light');
  }, [pathname, signedIn]);
}
