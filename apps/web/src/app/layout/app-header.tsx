import { App, Flex, Layout } from 'antd';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@sendwell/contracts';
import { paths } from '../../lib/paths';
import { AccountSwitcher } from '../../features/account/components/account-switcher';
import { UserMenu } from '../../features/account/components/user-menu';
import { useSignOut } from '../../features/auth/api/sign-out';

interface AppHeaderProps {
  user: UserInfo;
}

export function AppHeader({ user }: AppHeaderProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signOut = useSignOut();

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => message.success('You have been signed out'),
      onSettled: () => navigate(paths.login, { replace: true }),
    });

  return (
    <Layout.Header className="app-header" style={{ borderBottom: '1px solid #eef0f4' }}>
      <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
        <div className="app-header-start">
          <AccountSwitcher user={user} />
        </div>
        <UserMenu user={user} onSignOut={onSignOut} />
      </Flex>
    </Layout.Header>
  );
}
