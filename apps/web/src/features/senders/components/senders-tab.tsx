import { useState } from 'react';
import { Alert, Button, Dropdown, Flex, Skeleton, Typography } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SENDER_KIND_LABELS,
  SENDER_KINDS,
  SenderMessages,
  WEBHOOK_VERIFY_CALL,
  senderRoutes,
  type SenderKind,
  type SenderRecord,
} from '@sendwell/contracts';
import { lazyComponent, lazyDialog } from '../../../components/lazy-component';
import { hasRoomFor, PlanLimitNotice } from '../../../components/plan-limit-notice';
import { usePlanLimits } from '../../../lib/plan-limits';
import { useMayCall } from '../../../lib/current-user';
import { useSenders } from '../api/get-senders';
import { SendersTable } from './senders-table';

// Sending domains are set up once and rarely revisited: their section loads after the senders list.
const SenderDomainsSection = lazyComponent(
  () => import('./sender-domains-section').then((m) => m.SenderDomainsSection),
  <Skeleton active paragraph={{ rows: 2 }} />,
);

// Fetched when first opened: the list shows without them.
const SenderFormModal = lazyDialog(() => import('./sender-form-modal').then((m) => m.SenderFormModal));
const SenderVerificationModal = lazyDialog(() =>
  import('./sender-verification-modal').then((m) => m.SenderVerificationModal),
);
const WebhookVerificationModal = lazyDialog(() =>
  import('./webhook-verification-modal').then((m) => m.WebhookVerificationModal),
);

type Dialog =
  | { open: 'form'; kind: SenderKind; sender?: SenderRecord }
  | { open: 'address'; sender: Pick<SenderRecord, 'id' | 'email'> }
  | { open: 'webhook'; senderId: number; kind: SenderKind };

/** /app/settings/sendersettings: the addresses campaigns are sent from and the provider of each. */
export function SendersTab() {
  const senders = useSenders();
  const mayChange = useMayCall(senderRoutes.smtp.add);
  const limits = usePlanLimits(senders.data?.length).data;
  const hasRoom = hasRoomFor(limits, 'senderEmails');
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);

  // Spec 3 §4: a provider sender, once added, goes on to its webhook; Sendwell's own to its address.
  const onAdded = ({ id, kind, email }: { id: number; kind: SenderKind; email: string }) =>
    setDialog(
      WEBHOOK_VERIFY_CALL[kind] === null
        ? { open: 'address', sender: { id, email } }
        : { open: 'webhook', senderId: id, kind },
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          Campaigns are sent from these addresses, through Sendwell or your own email provider.
        </Typography.Text>
        <Dropdown
          disabled={!mayChange || !hasRoom}
          trigger={['click']}
          menu={{
            items: SENDER_KINDS.map((kind) => ({ key: kind, label: SENDER_KIND_LABELS[kind] })),
            onClick: ({ key }) =>
              setDialog({ open: 'form', kind: SENDER_KINDS.find((kind) => kind === key) ?? 'sendwell' }),
          }}
        >
          <Button type="primary" icon={<PlusOutlined />} disabled={!mayChange || !hasRoom}>
            Add sender <DownOutlined />
          </Button>
        </Dropdown>
      </Flex>
      {!mayChange && <Alert type="info" showIcon title={SenderMessages.limitedAccess} />}
      <PlanLimitNotice limits={limits} kind="senderEmails" />
      {senders.isError && <Alert type="error" showIcon title={senders.error.message} />}
      <SendersTable
        senders={senders.data}
        loading={senders.isPending}
        mayChange={mayChange}
        actions={{
          edit: (sender) => setDialog({ open: 'form', kind: sender.kind, sender }),
          verifyAddress: (sender) => setDialog({ open: 'address', sender }),
          verifyWebhook: (sender) => setDialog({ open: 'webhook', senderId: sender.id, kind: sender.kind }),
        }}
      />
      <SenderDomainsSection />
      {dialog?.open === 'form' && (
        <SenderFormModal
          kind={dialog.kind}
          {...(dialog.sender ? { sender: dialog.sender } : {})}
          onClose={close}
          onAdded={onAdded}
        />
      )}
      {dialog?.open === 'address' && <SenderVerificationModal sender={dialog.sender} onClose={close} />}
      {dialog?.open === 'webhook' && (
        <WebhookVerificationModal senderId={dialog.senderId} kind={dialog.kind} onClose={close} />
      )}
    </Flex>
  );
}
