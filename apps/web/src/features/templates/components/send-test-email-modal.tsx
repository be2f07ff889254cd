import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { TEST_EMAIL_MAX_RECIPIENTS, TemplateActionMessages } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useSendTestEmail } from '../api/template-actions';
import { checkTestAddresses } from '../hooks/test-email-addresses';
import type { TemplateDialogProps } from './template-dialog';

/** Sends the template, AMP part included, to a few inboxes; the user's own address is filled in. */
export function SendTestEmailModal({ template, open, onClose }: TemplateDialogProps) {
  const { notification } = App.useApp();
  const user = useCurrentUser();
  const send = useSendTestEmail(template.id);
  const [form] = Form.useForm<{ emails: string }>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (open) form.setFieldsValue({ emails: user.email });
  }, [open, form, user.email]);

  const close = () => {
    setError(undefined);
    onClose();
  };

  const submit = ({ emails }: { emails: string }) => {
    const checked = checkTestAddresses(emails);
    if (!checked.ok) return;
    setError(undefined);
    send.mutate(
      { emails: checked.emails },
      {
        onSuccess: ({ sent }) => {
          notification.success({
            title: TemplateActionMessages.testEmailSent,
            description: TemplateActionMessages.testEmailSentDescription(sent),
            placement: 'bottomRight',
          });
          close();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Send test email"
      okText="Send"
      onOk={() => form.submit()}
      onCancel={close}
      okButtonProps={{ loading: send.isPending }}
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Typography.Paragraph type="secondary">
          The subject reads “{TemplateActionMessages.testEmailSubject(template.name)}”.
          {template.hasAMP ? ' Mail apps that support AMP show the AMP version; others show the HTML.' : ''}
        </Typography.Paragraph>
        <Form.Item
          label="Email addresses"
          name="emails"
          extra={`Up to ${TEST_EMAIL_MAX_RECIPIENTS} addresses, separated by commas.`}
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                const checked = checkTestAddresses(typeof value === 'string' ? value : '');
                if (!checked.ok) throw new Error(checked.message);
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
