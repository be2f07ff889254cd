import { useMemo } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Skeleton } from 'antd';
import {
  AccountSettingsMessages,
  accountSettingsRoutes,
  RoleMessages,
  UpdateAccountDetailsRequest,
  type AccountDetails,
} from '@sendwell/contracts';
import { useMayCall } from '../../../lib/current-user';
import { schemaRule } from '../../../lib/form-rules';
import { SEARCH_BY_LABEL } from '../../../lib/search-by-label';
import { SETTINGS_NOTICE as NOTICE } from '../../../lib/settings-notice';
import { useServerError } from '../../../lib/use-server-error';
import { useAccountDetails, useUpdateAccountDetails } from '../api/account-details';
import { timezoneOptions } from './timezone-options';

const NO_SENDER = 'none';

interface AccountValues {
  name: string;
  timezone: string;
  defaultSender: string;
}

/** The account's own name, timezone and default sender, beside the person's profile. */
export function AccountCard() {
  const details = useAccountDetails();
  return (
    <Card title="Account">
      {details.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {details.isError && <Alert type="error" showIcon title={details.error.message} />}
      {details.isSuccess && <AccountForm details={details.data} />}
    </Card>
  );
}

function AccountForm({ details }: { details: AccountDetails }) {
  const [form] = Form.useForm<AccountValues>();
  const { notification } = App.useApp();
  const update = useUpdateAccountDetails();
  const serverError = useServerError(form);
  const mayEdit = useMayCall(accountSettingsRoutes.updateAccountDetails);
  const zones = useMemo(() => timezoneOptions(details.timezone), [details.timezone]);
  const senders = [
    { value: NO_SENDER, label: 'No default sender' },
    ...details.senders.map((sender) => ({
      value: String(sender.id),
      label: sender.name ? `${sender.name} <${sender.email}>` : sender.email,
    })),
  ];

  const onFinish = (values: AccountValues) => {
    serverError.clear();
    const defaultSenderId = values.defaultSender === NO_SENDER ? null : Number(values.defaultSender);
    update.mutate(
      { name: values.name, timezone: values.timezone, defaultSenderId },
      {
        onSuccess: () => notification.success({ ...NOTICE, title: AccountSettingsMessages.saved }),
        onError: serverError.onError,
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      {!mayEdit && <Alert type="info" showIcon title={RoleMessages.adminOnly} />}
      {serverError.message && <Alert type="error" showIcon title={serverError.message} />}
      <Form
        form={form}
        // Its own prefix for the fields' ids: the profile form beside it also has a name and a timezone.
        name="account"
        layout="vertical"
        onFinish={onFinish}
        disabled={!mayEdit}
        initialValues={{
          name: details.name,
          timezone: details.timezone,
          defaultSender: details.defaultSenderId === null ? NO_SENDER : String(details.defaultSenderId),
        }}
      >
        <Form.Item
          label="Account name"
          name="name"
          required
          rules={[schemaRule(UpdateAccountDetailsRequest.shape.name)]}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item
          label="Account timezone"
          name="timezone"
          required
          extra="Relative dates in segments, such as 'in the last 30 days', count in this timezone."
        >
          <Select showSearch={SEARCH_BY_LABEL} options={zones} />
        </Form.Item>
        <Form.Item
          label="Default sender"
          name="defaultSender"
          extra={
            details.senders.length === 0 ? 'Add a sender in Sender settings to choose a default.' : undefined
          }
        >
          <Select options={senders} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save changes
        </Button>
      </Form>
    </Flex>
  );
}
