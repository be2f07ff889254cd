import { App, Select } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { UserInfo } from '@sendwell/contracts';
import { useSwitchAccount } from '../api/switch-account';

/** The picker between the accounts a user belongs to (spec 2 §6). */
export function AccountPicker({ user }: { user: UserInfo }) {
  const { message } = App.useApp();
  const switchAccount = useSwitchAccount();

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
      style={{ width: 220, maxWidth: '100%' }}
      options={user.connectedAccounts.map((account) => ({
        value: account.accountId,
        label: account.accountName,
      }))}
    />
  );
}
