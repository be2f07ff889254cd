import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../lib/paths';
import { useUser } from '../../features/account/api/get-user';

/** Sign-in and sign-up are pointless for a signed-in user, who goes straight to the app. */
export function RedirectIfSignedIn() {
  const user = useUser();
  if (user.isPending) return <PageLoader fullPage />;
  if (user.isSuccess) return <Navigate replace to={paths.app} />;
  return <Outlet />;
}
