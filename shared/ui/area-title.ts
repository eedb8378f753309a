import { createContext, useContext } from 'react';

/** The name of the area a screen belongs to (its remote's frame provides it). */
export const AreaTitle = createContext('');

/** The name of the area a screen belongs to, shown in its header. */
export function useAreaTitle(): string {
  return useContext(AreaTitle);
}
