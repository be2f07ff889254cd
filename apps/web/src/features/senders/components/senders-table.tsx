import { App, Button, Space, Typography, type TableColumnsType } from 'antd';
import {
  SENDER_KIND_LABELS,
  SenderMessages,
  WEBHOOK_VERIFY_CALL,
  type SenderRecord,
  type SenderVerificationStatus,
} from '@sendwell/contracts';
import { useRemoveSender } from '../api/remove-sender';
import { useNotices } from './sender-notices';
import { rowActionsColumn, SettingsTable, StatusText, type StatusTone } from './settings-table';

const STATUS_LABELS: Partial<Record<SenderVerificationStatus, { tone: StatusTone; label: string }>> = {
  VERIFIED: { tone: 'strong', label: 'Verified' },
  APPROVED: { tone: 'strong', label: 'Approved' },
  WAITING: { tone: 'plain', label: 'Waiting for confirmation' },
  WAITING_FOR_VERIFICATION: { tone: 'plain', label: 'Waiting for verification' },
  WAITING_DOMAIN_VERIFICATION: { tone: 'plain', label: 'Waiting for domain verification' },
  PENDING: { tone: 'plain', label: 'Pending' },
  NOT_VERIFIED: { tone: 'secondary', label: 'Not verified' },
  Rejected: { tone: 'danger', label: 'Rejected' },
  NOT_WHITELISTED: { tone: 'danger', label: 'Not allowed' },
};

export interface SenderActions {
  edit: (sender: SenderRecord) => void;
  verifyAddress: (sender: SenderRecord) => void;
  verifyWebhook: (sender: SenderRecord) => void;
}

function DeleteButton({ sender, disabled }: { sender: SenderRecord; disabled: boolean }) {
  const { modal } = App.useApp();
  const notices = useNotices();
  const remove = useRemoveSender();
  const confirm = () =>
    modal.confirm({
      title: 'Delete this sender?',
      content: `Its credentials are removed and no campaign can be sent from ${sender.email} until it is added again.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(sender.id).then(
          () => notices.success(SenderMessages.senderDeleted),
          (error: unknown) => notices.error(SenderMessages.error, error, SenderMessages.somethingWentWrong),
        ),
    });
  return (
    <Button type="link" danger disabled={disabled} onClick={confirm} aria-label={`Delete ${sender.email}`}>
      Delete
    </Button>
  );
}

const columnsFor = (actions: SenderActions, mayChange: boolean): TableColumnsType<SenderRecord> => [
  {
    key: 'sender',
    title: 'Sender',
    render: (_, sender) => (
      <Space direction="vertical" size={0}>
        <Typography.Text strong>{sender.name || sender.email}</Typography.Text>
        {sender.name && <Typography.Text type="secondary">{sender.email}</Typography.Text>}
      </Space>
    ),
  },
  { key: 'kind', title: 'Provider', render: (_, sender) => SENDER_KIND_LABELS[sender.kind] },
  {
    key: 'status',
    title: 'Address',
    render: (_, sender) => {
      const status = STATUS_LABELS[sender.status] ?? { tone: 'secondary', label: sender.status };
      return (
        <Space size={8} wrap>
          <StatusText tone={status.tone}>{status.label}</StatusText>
          {sender.status !== 'VERIFIED' && (
            <Button
              size="small"
              disabled={!mayChange}
              onClick={() => actions.verifyAddress(sender)}
              aria-label={`Verify ${sender.email}`}
            >
              Verify
            </Button>
          )}
        </Space>
      );
    },
  },
  {
    key: 'webhook',
    title: 'Event webhook',
    render: (_, sender) =>
      WEBHOOK_VERIFY_CALL[sender.kind] === null ? (
        <Typography.Text type="secondary">Not needed</Typography.Text>
      ) : sender.webhookVerified ? (
        <Typography.Text strong>Verified</Typography.Text>
      ) : (
        <Button
          size="small"
          disabled={!mayChange}
          onClick={() => actions.verifyWebhook(sender)}
          aria-label={`Set up the webhook of ${sender.email}`}
        >
          Set up
        </Button>
      ),
  },
  rowActionsColumn((sender) => (
    <>
      <Button
        type="link"
        disabled={!mayChange}
        onClick={() => actions.edit(sender)}
        aria-label={`Edit ${sender.email}`}
      >
        Edit
      </Button>
      <DeleteButton sender={sender} disabled={!mayChange} />
    </>
  )),
];

interface SendersTableProps {
  senders: SenderRecord[] | undefined;
  loading: boolean;
  mayChange: boolean;
  actions: SenderActions;
}

export function SendersTable({ senders, loading, mayChange, actions }: SendersTableProps) {
  return (
    <SettingsTable
      columns={columnsFor(actions, mayChange)}
      rows={senders}
      loading={loading}
      empty="No senders yet"
    />
  );
}
