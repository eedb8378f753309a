import { createContext, useContext, type ReactNode } from 'react';

/**
 * An area's own navigation around every page of it (the creator portal's sidebar): `menu` at the start of
 * the header (the button that opens it on a phone), `aside` beside the page. Areas without one give none,
 * and their pages keep the plain layout.
 */
export interface AreaNavigationParts {
  menu?: ReactNode;
  aside?: ReactNode;
}

export const AreaNavigation = createContext<AreaNavigationParts | null>(null);

export const useAreaNavigation = () => useContext(AreaNavigation);
