import { Flex, Select, Typography, App } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { UserInfo } from '@sendwell/contracts';
import { useSwitchAccount } from '../api/switch-account';

interface AccountSwitcherProps {
  user: UserInfo;
}

/** Current account; a picker only when the user belongs to several (spec 2 §6). */
export function AccountSwitcher({ user }: AccountSwitcherProps) {
  const { message } = App.useApp();
  const switchAccount = useSwitchAccount();

  if (user.connectedAccounts.length < 2) {
    return (
      <Flex align="center" gap={8}>
        <TeamOutlined />
        <Typography.Text strong>{user.accountName}</Typography.Text>
      </Flex>
    );
  }

  const onChange = (accountId: string) => {
    const target = user.connectedAccounts.find((account) => account.accountId === accountId);
    switchAccount.mutate(
      { accountId },
      {
        onSuccess: () => message.success(`Switched to ${target?.accountName ?? 'the account'}`),
        onError: (error) => message.error(error.message),
      },
    );
  };

  return (
    <Select
      aria-label="Switch account"
      value={user.accountId}
      onChange={onChange}
      loading={switchAccount.isPending}
      disabled={switchAccount.isPending}
      prefix={<TeamOutlined />}
      style={{ minWidth: 220 }}
      options={user.connectedAccounts.map((account) => ({
        value: account.accountId,
        label: account.accountName,
      }))}
    />
  );
}
