import { hashKey, MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiRequestError } from '../lib/api-client';
import { getUserQueryOptions } from '../features/account/api/get-user';

// A 4xx will answer the same next time; only network hiccups and 5xx are worth another try.
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiRequestError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient => {
  const userKey = getUserQueryOptions().queryKey;

  // A 401 while signed in means the session ended (expired, revoked elsewhere): re-asking for the user
  // lets the route guard send the visitor to the sign-in page. Without a known user there is no session
  // to lose, and a wrong password on the sign-in form is a 401 too.
  // A 402 means the account's plan ended while the page was open: the user's planLock brings up the lock screen.
  const onError = (error: unknown, queryKey?: QueryKey) => {
    if (!isApiRequestError(error, 401) && !isApiRequestError(error, 402)) return;
    if (queryKey && hashKey(queryKey) === hashKey(userKey)) return;
    if (client.getQueryData(userKey) === undefined) return;
    void client.invalidateQueries({ queryKey: userKey });
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
};
