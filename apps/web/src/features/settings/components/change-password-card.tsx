import { Alert, App, Button, Card, Flex, Form, Input } from 'antd';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH } from '@sendwell/contracts';
import { matchesField, schemaRule } from '../../../lib/form-rules';
import { passwordStrengthRule } from '../../../lib/password-strength-rule';
import { useServerError } from '../../../lib/use-server-error';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordForm extends ChangePasswordRequest {
  confirmPassword: string;
}

export function ChangePasswordCard() {
  const [form] = Form.useForm<ChangePasswordForm>();
  const { message } = App.useApp();
  const changePassword = useChangePassword();
  const serverError = useServerError(form);

  const onFinish = ({ currentPassword, newPassword }: ChangePasswordForm) => {
    serverError.clear();
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          message.success('Password changed. Other sessions were signed out.');
          form.resetFields();
        },
        onError: serverError.onError,
      },
    );
  };

  return (
    <Card title="Change password">
      <Flex vertical gap={16}>
        {serverError.message && <Alert type="error" showIcon title={serverError.message} />}
        <Form form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item
            label="Current password"
            name="currentPassword"
            required
            rules={[schemaRule(ChangePasswordRequest.shape.currentPassword)]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="New password"
            name="newPassword"
            required
            rules={[schemaRule(ChangePasswordRequest.shape.newPassword), passwordStrengthRule()]}
            extra={`At least ${PASSWORD_MIN_LENGTH} characters`}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm new password"
            name="confirmPassword"
            required
            dependencies={['newPassword']}
            rules={[
              { required: true, message: 'Please confirm your new password' },
              matchesField('newPassword', 'Passwords do not match'),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
