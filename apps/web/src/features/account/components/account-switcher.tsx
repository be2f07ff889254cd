import { lazy, Suspense } from 'react';
import { Flex, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { UserInfo } from '@sendwell/contracts';

// Most users belong to one account: the picker's code (antd's Select) is fetched only for those with several.
const AccountPicker = lazy(() => import('./account-picker').then((m) => ({ default: m.AccountPicker })));

interface AccountSwitcherProps {
  user: UserInfo;
}

function AccountName({ user }: AccountSwitcherProps) {
  return (
    <Flex align="center" gap={8}>
      <TeamOutlined />
      <Typography.Text strong className="app-header-name">
        {user.accountName}
      </Typography.Text>
    </Flex>
  );
}

/** Current account; a picker only when the user belongs to several (spec 2 §6). */
export function AccountSwitcher({ user }: AccountSwitcherProps) {
  if (user.connectedAccounts.length < 2) return <AccountName user={user} />;
  return (
    <Suspense fallback={<AccountName user={user} />}>
      <AccountPicker user={user} />
    </Suspense>
  );
}
