import { App, Button, Flex, Layout } from 'antd';
import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@sendwell/contracts';
import { paths } from '../../lib/paths';
import { AccountSwitcher } from '../../features/account/components/account-switcher';
import { UserMenu } from '../../features/account/components/user-menu';
import { useSignOut } from '../../features/auth/api/sign-out';

interface AppHeaderProps {
  user: UserInfo;
  /** On a narrow screen: the hidden navigation this header's menu button opens and closes. */
  navigation?: { id: string; open: boolean; toggle: () => void } | undefined;
}

export function AppHeader({ user, navigation }: AppHeaderProps) {
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
        <Flex className="app-header-start" align="center" gap={8}>
          {navigation && (
            <Button
              type="text"
              aria-label="Menu"
              aria-expanded={navigation.open}
              aria-controls={navigation.id}
              icon={navigation.open ? <CloseOutlined /> : <MenuOutlined />}
              onClick={navigation.toggle}
            />
          )}
          <AccountSwitcher user={user} />
        </Flex>
        <UserMenu user={user} onSignOut={onSignOut} />
      </Flex>
    </Layout.Header>
  );
}
