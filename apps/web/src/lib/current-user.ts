import { createContext, useContext } from 'react';
import { accountRoleOf, admits, type AccountRole, type UserInfo } from '@sendwell/contracts';

/**
 * The signed-in user, provided by the app shell, so any page can read flags, limited access and account
 * settings without reaching into the account feature.
 */
/** The query key of the signed-in user: a change to user info (template folders, say) refreshes it through this. */
export const CURRENT_USER_QUERY_KEY = ['user'] as const;

export const CurrentUserContext = createContext<UserInfo | null>(null);

export const useCurrentUser = (): UserInfo => {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available inside the signed-in app shell');
  return user;
};

/**
 * Whether the signed-in member may make a call, as its contract says: what the server would refuse is hidden
 * or disabled, with the reason.
 */
export const useMayCall = (route: { roles?: readonly AccountRole[] }): boolean =>
  admits(route, accountRoleOf(useCurrentUser()));
