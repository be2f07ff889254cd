import { Avatar, Button, Dropdown, Flex, Typography } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@sendwell/contracts';
import { paths } from '../../../lib/paths';

interface UserMenuProps {
  user: UserInfo;
  /** Sign-out belongs to the auth feature; the shell wires it in. */
  onSignOut: () => void;
}

export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const navigate = useNavigate();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'identity',
            type: 'group',
            label: (
              <Flex vertical>
                <Typography.Text strong>{user.name}</Typography.Text>
                <Typography.Text type="secondary">{user.email}</Typography.Text>
              </Flex>
            ),
          },
          { type: 'divider' },
          { key: 'my-account', icon: <UserOutlined />, label: 'My account' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out' },
        ],
        onClick: ({ key }) => {
          if (key === 'my-account') navigate(paths.myAccount);
          if (key === 'sign-out') onSignOut();
        },
      }}
    >
      <Button type="text" style={{ height: 'auto', paddingBlock: 4 }}>
        <Avatar size="small" style={{ backgroundColor: '#3b5bdb' }}>
          {user.name.trim().charAt(0).toUpperCase() || <UserOutlined />}
        </Avatar>
        <span className="app-header-name app-header-user-name">{user.name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
