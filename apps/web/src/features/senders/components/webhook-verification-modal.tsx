import { Alert, Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { SENDER_KIND_LABELS, SenderMessages, WEBHOOK_CHECK, type SenderKind } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { useCreateWebhookAddress, useEventWebhook, useVerifyWebhook } from '../api/event-webhook';
import { useNotices } from './sender-notices';

interface WebhookVerificationModalProps {
  senderId: number;
  kind: SenderKind;
  onClose: () => void;
}

/** What the member sets up at the provider, and how Verify checks it. */
const HOW_IT_IS_CHECKED: Record<SenderKind, string> = {
  sendwell: '',
  sendgrid:
    'Add the address below as an event webhook in SendGrid (Settings → Mail Settings → Event Webhooks) with Delivered, Opened, Clicked, Bounced, Spam Reports and Unsubscribed on, then choose Verify: Sendwell asks SendGrid whether it is set up.',
  postmark:
    'Add the address below as a webhook of the "outbound" message stream in Postmark with Delivery, Open, Link click, Bounce, Spam complaint and Subscription change on, then choose Verify: Sendwell asks Postmark whether it is set up.',
  ses: "In Amazon SES, give the sender's identity a default configuration set with an Amazon SNS event destination for deliveries, opens, clicks, hard bounces, complaints and subscriptions, and subscribe the address below to that topic over HTTPS. Then choose Verify: Sendwell asks SES and SNS whether it is set up.",
  sesSmtp: 'Publish your SES events to the address below, send a test event, then choose Verify.',
  customSMTP:
    'Add the address below as an event webhook at your SMTP provider, send a test event from there, then choose Verify.',
};

/**
 * Spec 3 §4: after a provider sender is added, its delivery-event webhook is set up here. The address holds a
 * secret, so it is shown only when made. Verifying asks the provider through its API whether a webhook points
 * at the address (SMTP senders, which have no API: whether an event has arrived), then closes.
 */
export function WebhookVerificationModal({ senderId, kind, onClose }: WebhookVerificationModalProps) {
  const notices = useNotices();
  const webhook = useEventWebhook(senderId);
  const create = useCreateWebhookAddress();
  const verify = useVerifyWebhook();
  const provider = kind === 'customSMTP' ? 'Your SMTP provider' : SENDER_KIND_LABELS[kind];
  const failed = verify.data && !verify.data.verified ? verify.data : undefined;
  const address = create.data?.webhookUrl;

  const onVerify = () =>
    verify.mutate(
      { senderId, kind },
      {
        onSuccess: (answer) => {
          if (!answer.verified) return;
          notices.success(answer.message);
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
            webhook. {HOW_IT_IS_CHECKED[kind]}
          </Typography.Paragraph>
          {WEBHOOK_CHECK[kind] === 'event' && (
            <Alert
              type="info"
              showIcon
              title="SMTP has no API Sendwell can ask, so Verify checks that an event has reached the address."
            />
          )}
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
          {failed && <Alert type="error" showIcon title={failed.message} description={failed.problem} />}
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
