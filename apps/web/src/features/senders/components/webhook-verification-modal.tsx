import { Alert, Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { SENDER_KIND_LABELS, SenderMessages, type SenderKind } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { useCreateWebhookAddress, useEventWebhook, useVerifyWebhook } from '../api/event-webhook';
import { useNotices } from './sender-notices';

interface WebhookVerificationModalProps {
  senderId: number;
  kind: SenderKind;
  onClose: () => void;
}

/**
 * Spec 3 §4: after a provider sender is added, its delivery-event webhook is set up here. The address holds a
 * secret, so it is shown only when made; verifying checks the provider has delivered to it, then closes.
 */
export function WebhookVerificationModal({ senderId, kind, onClose }: WebhookVerificationModalProps) {
  const notices = useNotices();
  const webhook = useEventWebhook(senderId);
  const create = useCreateWebhookAddress();
  const verify = useVerifyWebhook();
  const provider = kind === 'customSMTP' ? 'Your SMTP provider' : SENDER_KIND_LABELS[kind];
  const address = create.data?.webhookUrl;

  const onVerify = () =>
    verify.mutate(
      { senderId, kind },
      {
        onSuccess: () => {
          notices.success(SenderMessages.webhookVerified);
          onClose();
        },
      },
    );

  const verified = webhook.data?.smtpStatus === 'VERIFIED';
  return (
    <Modal
      open
      title="Verify event webhook"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="later" onClick={onClose}>
          {verified ? 'Close' : 'Later'}
        </Button>,
        <Button
          key="verify"
          type="primary"
          loading={verify.isPending}
          disabled={!webhook.data?.data.configured && !address}
          onClick={onVerify}
        >
          Verify
        </Button>,
      ]}
    >
      {webhook.isPending ? (
        <Spin />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph>
            {provider} reports deliveries, opens, clicks, bounces and complaints to Sendwell through a
            webhook. Add the address below as an event webhook in your {provider} settings, send a test event
            from there, then choose Verify.
          </Typography.Paragraph>
          {address ? (
            <>
              <Input.TextArea aria-label="Webhook address" value={address} readOnly autoSize />
              <Typography.Text type="secondary">
                Copy it now: for your security it is not shown again.
              </Typography.Text>
            </>
          ) : webhook.data?.data.configured ? (
            <Typography.Text>
              An address starting with <Typography.Text code>{webhook.data.data.tokenPrefix}</Typography.Text>{' '}
              is set up
              {webhook.data.data.lastEventOn
                ? ` and last received an event on ${new Date(webhook.data.data.lastEventOn).toLocaleString()}`
                : ' and has received no event yet'}
              . It was shown only when it was made.
            </Typography.Text>
          ) : null}
          <div>
            <Button onClick={() => create.mutate(senderId)} loading={create.isPending}>
              {webhook.data?.data.configured || address ? 'Make a new address' : 'Show webhook address'}
            </Button>
            {(webhook.data?.data.configured || address) && (
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                A new address replaces the old one at once.
              </Typography.Text>
            )}
          </div>
          {verified && <Alert type="success" showIcon title={SenderMessages.webhookVerified} />}
          {verify.isError && (
            <Alert
              type="error"
              showIcon
              title={
                isApiRequestError(verify.error) ? verify.error.message : SenderMessages.webhookNotVerified
              }
            />
          )}
          {create.isError && <Alert type="error" showIcon title={SenderMessages.somethingWentWrong} />}
        </Flex>
      )}
    </Modal>
  );
}
