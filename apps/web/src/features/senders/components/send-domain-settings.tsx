import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { SenderDomainMessages, SenderMessages } from '@sendwell/contracts';
import { useSendSenderDomainSettings } from '../api/sender-domains';
import { useNotices } from './sender-notices';

/** Spec 3 §7: the records mailed to whoever manages the domain's DNS. */
export function SendDomainSettings({ domainId }: { domainId: number }) {
  const [email, setEmail] = useState('');
  const send = useSendSenderDomainSettings(domainId);
  const notices = useNotices();
  const submit = () =>
    send.mutate(email, {
      onSuccess: () => {
        notices.success(SenderMessages.mailSent);
        setEmail('');
      },
      onError: (error) => notices.error(SenderMessages.error, error, SenderDomainMessages.checkEmail),
    });
  return (
    <Form layout="inline" onFinish={submit}>
      <Form.Item label="Email these records to" htmlFor={`domain-settings-email-${domainId}`}>
        <Input
          id={`domain-settings-email-${domainId}`}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="it@example.com"
          style={{ width: 260 }}
        />
      </Form.Item>
      <Button htmlType="submit" loading={send.isPending} disabled={email.trim() === ''}>
        Send
      </Button>
    </Form>
  );
}
