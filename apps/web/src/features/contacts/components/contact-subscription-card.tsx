import { App, Card, Flex, Radio, Switch, Typography } from 'antd';
import type { ContactDetail, UpdateContactStatusRequest } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { updateContactStatus, useEditContact } from '../api/edit-contact';

const DONE = (change: UpdateContactStatusRequest): string =>
  change.isBlocked === true
    ? 'Contact blocked'
    : change.isBlocked === false
      ? 'Contact unblocked'
      : change.isUnsubscribed
        ? 'Contact unsubscribed'
        : 'Contact subscribed';

/** Subscribed or unsubscribed from all e-mail, and blocked: changed here, each change kept in the timeline. */
export function ContactSubscriptionCard({ contact }: { contact: ContactDetail }) {
  const { message, notification } = App.useApp();
  const update = useEditContact(contact.id, updateContactStatus);
  const change = (body: UpdateContactStatusRequest) =>
    update.mutate(body, {
      onSuccess: () => message.success(DONE(body)),
      onError: (error) => notification.error({ title: errorMessage(error) }),
    });
  const disabled = contact.archived || update.isPending;
  return (
    <Card title={<h2 style={{ font: 'inherit', margin: 0 }}>Subscription</h2>} size="small">
      <Flex vertical gap={16}>
        <Flex vertical gap={6}>
          <Typography.Text id="contact-subscription-label" strong>
            Email marketing
          </Typography.Text>
          <Radio.Group
            aria-labelledby="contact-subscription-label"
            optionType="button"
            buttonStyle="solid"
            value={contact.isUnsubscribed ? 'unsubscribed' : 'subscribed'}
            disabled={disabled}
            onChange={(event) => change({ isUnsubscribed: event.target.value === 'unsubscribed' })}
            options={[
              { value: 'subscribed', label: 'Subscribed' },
              { value: 'unsubscribed', label: 'Unsubscribed' },
            ]}
          />
        </Flex>
        <Flex gap={12} align="flex-start">
          <Switch
            id="contact-blocked"
            checked={contact.isBlocked}
            disabled={disabled}
            onChange={(checked) => change({ isBlocked: checked })}
          />
          <Flex vertical>
            <label htmlFor="contact-blocked">
              <Typography.Text strong>Blocked</Typography.Text>
            </label>
            <Typography.Text type="secondary">
              A blocked contact receives no e-mail at all, whatever its subscription.
            </Typography.Text>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
