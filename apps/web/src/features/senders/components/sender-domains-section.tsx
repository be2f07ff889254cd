import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  SenderDomainMessages,
  SenderMessages,
  senderDomainRoutes,
  type SenderDomainSummary,
} from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import { isApiRequestError } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { hasRoomFor, PlanLimitNotice } from '../../../components/plan-limit-notice';
import { usePlanLimits } from '../../../lib/plan-limits';
import { useAddSenderDomain, useSenderDomains } from '../api/sender-domains';
import { DOMAIN_STATUS_LABELS } from './domain-labels';
import { useNotices } from './sender-notices';
import { rowActionsColumn, SettingsTable, StatusText } from './settings-table';

const DomainRecordsModal = lazyDialog(() =>
  import('./domain-records-modal').then((m) => m.DomainRecordsModal),
);
const DeleteDomainModal = lazyDialog(() => import('./delete-domain-modal').then((m) => m.DeleteDomainModal));

type Dialog = { open: 'records'; id: number } | { open: 'delete'; domain: SenderDomainSummary };

function AddDomainForm({ onAdded, disabled }: { onAdded: (id: number) => void; disabled: boolean }) {
  const [domain, setDomain] = useState('');
  const add = useAddSenderDomain();
  const notices = useNotices();
  const submit = (value: string) =>
    add.mutate(value, {
      onSuccess: (added) => {
        setDomain('');
        notices.success(SenderDomainMessages.added, `Add the DNS records shown for ${added.domain}.`);
        onAdded(added.id);
      },
    });
  const error = add.error
    ? isApiRequestError(add.error)
      ? add.error.message
      : SenderMessages.somethingWentWrong
    : undefined;
  return (
    <Form layout="inline" onFinish={() => submit(domain)} disabled={disabled}>
      <Form.Item
        label="Domain"
        htmlFor="sender-domain-input"
        validateStatus={error ? 'error' : ''}
        help={error}
        style={{ minWidth: 320 }}
      >
        <Input
          id="sender-domain-input"
          value={domain}
          onChange={(event) => {
            setDomain(event.target.value);
            add.reset();
          }}
          placeholder="example.com"
          autoComplete="off"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<PlusOutlined />}
        loading={add.isPending}
        disabled={disabled || domain.trim() === ''}
      >
        Add domain
      </Button>
    </Form>
  );
}

const columnsFor = (
  mayChange: boolean,
  open: (dialog: Dialog) => void,
): TableColumnsType<SenderDomainSummary> => [
  {
    key: 'domain',
    title: 'Domain',
    render: (_, row) => <Typography.Text strong>{row.domain}</Typography.Text>,
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, row) => (
      <StatusText
        tone={row.status === 'verified' ? 'strong' : row.status === 'notChecked' ? 'secondary' : 'plain'}
      >
        {DOMAIN_STATUS_LABELS[row.status]}
      </StatusText>
    ),
  },
  {
    key: 'checked',
    title: 'Last checked',
    render: (_, row) =>
      row.checkedOn ? (
        formatDateTime(row.checkedOn)
      ) : (
        <Typography.Text type="secondary">Never</Typography.Text>
      ),
  },
  rowActionsColumn((row) => (
    <>
      <Button
        type="link"
        disabled={!mayChange}
        onClick={() => open({ open: 'records', id: row.id })}
        aria-label={`DNS records of ${row.domain}`}
      >
        DNS records
      </Button>
      <Button
        type="link"
        danger
        disabled={!mayChange}
        onClick={() => open({ open: 'delete', domain: row })}
        aria-label={`Delete ${row.domain}`}
      >
        Delete
      </Button>
    </>
  )),
];

/** Sender settings → Sending domains: the DKIM key and DNS records that let mail from a domain be trusted. */
export function SenderDomainsSection() {
  const domains = useSenderDomains();
  const mayChange = useMayCall(senderDomainRoutes.add);
  const add = useAddSenderDomain();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const suggestions = domains.data?.suggestions ?? [];
  const limits = usePlanLimits(domains.data?.data.length).data;
  const hasRoom = hasRoomFor(limits, 'customDomains');

  return (
    <section aria-labelledby="sending-domains-heading">
      <Flex vertical gap={12}>
        <Typography.Title level={2} id="sending-domains-heading" style={{ fontSize: 20, marginBottom: 0 }}>
          Sending domains
        </Typography.Title>
        <Typography.Text type="secondary">
          Prove that you own the domains you send from: add their DNS records so mailbox providers trust your
          mail. Mail sent through Sendwell from a verified domain is signed with its DKIM key.
        </Typography.Text>
        <PlanLimitNotice limits={limits} kind="customDomains" />
        <AddDomainForm
          disabled={!mayChange || !hasRoom}
          onAdded={(id) => setDialog({ open: 'records', id })}
        />
        {mayChange && hasRoom && suggestions.length > 0 && (
          <Space wrap size={8}>
            <Typography.Text>Your senders use:</Typography.Text>
            {suggestions.map((domain) => (
              <Button
                key={domain}
                size="small"
                loading={add.isPending && add.variables === domain}
                onClick={() =>
                  add.mutate(domain, { onSuccess: (added) => setDialog({ open: 'records', id: added.id }) })
                }
                aria-label={`Add ${domain}`}
              >
                Add {domain}
              </Button>
            ))}
          </Space>
        )}
        {domains.isError && <Alert type="error" showIcon title={domains.error.message} />}
        <SettingsTable
          columns={columnsFor(mayChange, setDialog)}
          rows={domains.data?.data}
          loading={domains.isPending}
          empty="No sending domains yet"
        />
      </Flex>
      {dialog?.open === 'records' && <DomainRecordsModal domainId={dialog.id} onClose={close} />}
      {dialog?.open === 'delete' && <DeleteDomainModal domain={dialog.domain} onClose={close} />}
    </section>
  );
}
