import { Flex, Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { ErrorResult } from '../../components/error-result';
import { PageLoader } from '../../components/page-loader';
import { isApiRequestError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useUser } from '../../features/account/api/get-user';
import { AppShell } from './app-shell';
import { mainLandmark } from '../../components/skip-link';

/**
 * For a page open to everyone that a signed-in user reaches from the app's navigation: inside the app's
 * frame when signed in, under a plain header otherwise.
 */
export function ShellIfSignedIn() {
  const user = useUser();

  if (user.isPending) return <PageLoader fullPage />;
  if (user.isSuccess) return <AppShell user={user.data} />;
  if (!isApiRequestError(user.error, 401)) {
    return (
      <Flex component="main" {...mainLandmark} align="center" justify="center" style={{ minHeight: '100vh' }}>
        <ErrorResult error={user.error} onRetry={() => void user.refetch()} />
      </Flex>
    );
  }
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ borderBottom: '1px solid #eef0f4' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Link to={paths.login} aria-label="Sendwell sign in">
            <BrandMark />
          </Link>
          <Link to={paths.login}>Sign in</Link>
        </Flex>
      </Layout.Header>
      <Layout.Content {...mainLandmark} style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
