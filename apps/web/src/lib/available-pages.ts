import { createContext, useContext } from 'react';

/**
 * Areas a page may link to that are not built in every version of the app yet. The shell answers from its
 * navigation and settings registries, so a link appears as soon as its page is registered.
 */
export interface AvailablePages {
  campaigns: boolean;
  plans: boolean;
}

export const AvailablePagesContext = createContext<AvailablePages>({ campaigns: false, plans: false });

export const useAvailablePages = (): AvailablePages => useContext(AvailablePagesContext);
