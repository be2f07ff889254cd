import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { SenderMessages, type SenderKind, type SenderSecretField } from '@sendwell/contracts';
import { SecretField } from './secret-field';

const TLS_OPTIONS = [
  { value: 'starttls', label: 'STARTTLS (usually port 587)' },
  { value: 'tls', label: 'TLS from the start (usually port 465)' },
  { value: 'none', label: 'None (not encrypted)' },
];

const regionField = (
  <Form.Item
    label="AWS region"
    name="region"
    rules={[{ required: true, message: 'Enter an AWS region such as eu-west-1' }]}
  >
    <Input placeholder="eu-west-1" />
  </Form.Item>
);

/** A whole number from `min` to `max`, or empty for the default: the limits the server's contract holds. */
const countRule = (min: number, max: number, message: string) => ({
  type: 'integer' as const,
  min,
  max,
  message,
});

/**
 * How a campaign's send uses an SMTP server. Shown on every SMTP kind so that saving a sender keeps them: a
 * field the form does not show is not sent, and the update would drop it.
 */
const smtpPoolFields = (
  <>
    <Form.Item
      label="Connections at once"
      name="maxConnections"
      rules={[countRule(1, 50, SenderMessages.maxConnectionsInvalid)]}
      extra="How many connections a campaign keeps open to this server at the same time, from 1 to 50. Leave empty for Sendwell's default."
    >
      <InputNumber style={{ width: '100%' }} placeholder="Default" />
    </Form.Item>
    <Form.Item
      label="Messages per connection"
      name="maxMessagesPerConnection"
      rules={[countRule(1, 100_000, SenderMessages.maxMessagesPerConnectionInvalid)]}
      extra="How many messages are sent over one connection before a new one is opened, from 1 to 100,000. Leave empty for Sendwell's default."
    >
      <InputNumber style={{ width: '100%' }} placeholder="Default" />
    </Form.Item>
  </>
);

interface SenderKindFieldsProps {
  kind: SenderKind;
  secretsSet: readonly SenderSecretField[];
}

/** The provider fields of one kind; the address and name are shared and shown above. */
export function SenderKindFields({ kind, secretsSet }: SenderKindFieldsProps) {
  const stored = (field: SenderSecretField) => secretsSet.includes(field);
  switch (kind) {
    case 'sendwell':
      return null;
    case 'customSMTP':
      return (
        <>
          <Form.Item
            label="SMTP host"
            name="host"
            rules={[{ required: true, whitespace: true, message: SenderMessages.hostRequired }]}
          >
            <Input placeholder="smtp.example.com" />
          </Form.Item>
          <Form.Item
            label="Port"
            name="port"
            rules={[{ required: true, message: SenderMessages.portInvalid }]}
          >
            <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="TLS" name="tls">
            <Select options={TLS_OPTIONS} />
          </Form.Item>
          <Form.Item label="User name" name="user" extra="Leave empty if the server needs no sign-in.">
            <Input autoComplete="off" />
          </Form.Item>
          <SecretField name="password" label="Password" stored={stored('password')} required={false} />
          <Form.Item
            label="Allow self-signed certificate"
            name="allowSelfSigned"
            valuePropName="checked"
            extra="Only for a server you run yourself and trust: its certificate is then not checked."
          >
            <Switch />
          </Form.Item>
          {smtpPoolFields}
        </>
      );
    case 'sesSmtp':
      return (
        <>
          {regionField}
          <Form.Item
            label="SMTP user name"
            name="user"
            rules={[{ required: true, whitespace: true, message: 'Enter the SMTP user name' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <SecretField
            name="password"
            label="SMTP password"
            stored={stored('password')}
            required={!stored('password')}
          />
          {smtpPoolFields}
        </>
      );
    case 'sendgrid':
      return (
        <SecretField
          name="apiKey"
          label="API key"
          stored={stored('apiKey')}
          required={!stored('apiKey')}
          extra='Needs the "Mail Send" permission.'
        />
      );
    case 'ses':
      return (
        <>
          {regionField}
          <Form.Item
            label="Access key ID"
            name="accessKeyId"
            rules={[{ required: true, whitespace: true, message: 'Enter the access key ID' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <SecretField
            name="secretAccessKey"
            label="Secret access key"
            stored={stored('secretAccessKey')}
            required={!stored('secretAccessKey')}
          />
        </>
      );
    case 'postmark':
      return (
        <SecretField
          name="serverToken"
          label="Server API token"
          stored={stored('serverToken')}
          required={!stored('serverToken')}
        />
      );
  }
}
