import { Alert, Button, Flex, Form, Input, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthMessages, PASSWORD_MIN_LENGTH, ResetPasswordRequest } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { matchesField, schemaRule } from '../../../lib/form-rules';
import { passwordStrengthRule } from '../../../lib/password-strength-rule';
import { noticeState } from '../../../lib/navigation-notice';
import { paths } from '../../../lib/paths';
import { useServerError } from '../../../lib/use-server-error';
import { useResetPassword } from '../api/reset-password';
import { ResultHeading } from '../../../components/page-heading';

interface ResetPasswordForm {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordPage() {
  const [form] = Form.useForm<ResetPasswordForm>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const serverError = useServerError(form);
  const token = searchParams.get('token');
  const requestNewLink = <Link to={paths.forgotPassword}>Request a new link</Link>;

  if (!token) {
    return (
      <PublicCard footer={requestNewLink}>
        <Result status="error" title={<ResultHeading>{AuthMessages.invalidToken}</ResultHeading>} />
      </PublicCard>
    );
  }

  const onFinish = ({ password }: ResetPasswordForm) => {
    serverError.clear();
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () =>
          navigate(paths.login, {
            replace: true,
            state: noticeState('Your password has been reset. Sign in with your new password.'),
          }),
        onError: serverError.onError,
      },
    );
  };

  return (
    <PublicCard title="Choose a new password" footer={<Link to={paths.login}>Back to sign in</Link>}>
      <Flex vertical gap={16}>
        {serverError.message && (
          <Alert
            type="error"
            showIcon
            title={serverError.message}
            description={serverError.message === AuthMessages.invalidToken ? requestNewLink : undefined}
          />
        )}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={resetPassword.isPending}
        >
          <Form.Item
            label="New password"
            name="password"
            rules={[schemaRule(ResetPasswordRequest.shape.password), passwordStrengthRule()]}
            extra={`At least ${PASSWORD_MIN_LENGTH} characters`}
          >
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            name="confirmPassword"
            dependencies={['password']}
            rules={[
              { required: true, message: 'Please confirm your password' },
              matchesField('password', 'Passwords do not match'),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={resetPassword.isPending}>
            Reset password
          </Button>
        </Form>
      </Flex>
    </PublicCard>
  );
}
