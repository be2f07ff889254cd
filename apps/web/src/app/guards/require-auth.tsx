import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { createSearchParams, Navigate, useLocation, useNavigate } from 'react-router';
import type { UserInfo } from '@sendwell/contracts';
import { ErrorResult } from '../../components/error-result';
import { PageLoader } from '../../components/page-loader';
import { isApiRequestError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useUser } from '../../features/account/api/get-user';
import { useSignOut } from '../../features/auth/api/sign-out';
import { mainLandmark } from '../../components/skip-link';

interface RequireAuthProps {
  children: (user: UserInfo) => ReactNode;
}

/** Renders its children for a signed-in user; sends anyone else to sign in and back here afterwards. */
export function RequireAuth({ children }: RequireAuthProps) {
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  if (user.isPending) return <PageLoader fullPage />;
  if (user.isError) {
    if (isApiRequestError(user.error, 401)) {
      const next = `${location.pathname}${location.search}${location.hash}`;
      return (
        <Navigate replace to={{ pathname: paths.login, search: createSearchParams({ next }).toString() }} />
      );
    }
    return (
      <Flex component="main" {...mainLandmark} align="center" justify="center" style={{ minHeight: '100vh' }}>
        <ErrorResult
          error={user.error}
          onRetry={() => void user.refetch()}
          // A user who belongs to no account (removed from their only one) can still leave and sign in as someone else.
          action={
            isApiRequestError(user.error, 403) && (
              <Button
                loading={signOut.isPending}
                onClick={() =>
                  signOut.mutate(undefined, {
                    onSettled: () => void navigate(paths.login, { replace: true }),
                  })
                }
              >
                Sign out
              </Button>
            )
          }
        />
      </Flex>
    );
  }
  return children(user.data);
}
