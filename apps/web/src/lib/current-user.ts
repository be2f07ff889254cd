import { createContext, useContext } from 'react';
import type { UserInfo } from '@sendwell/contracts';

/**
 * The signed-in user, provided by the app shell, so any page can read flags, limited access and account
 * settings without reaching into the account feature.
 */
export const CurrentUserContext = createContext<UserInfo | null>(null);

export const useCurrentUser = (): UserInfo => {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available inside the signed-in app shell');
  return user;
};
