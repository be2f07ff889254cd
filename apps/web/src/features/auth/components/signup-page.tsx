import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, SignUpRequest } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { schemaRule } from '../../../lib/form-rules';
import { passwordStrengthRule } from '../../../lib/password-strength-rule';
import { paths } from '../../../lib/paths';
import { useServerError } from '../../../lib/use-server-error';
import { useSignUp } from '../api/sign-up';

export function SignupPage() {
  const [form] = Form.useForm<SignUpRequest>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signUp = useSignUp();
  const serverError = useServerError(form);

  const onFinish = (values: SignUpRequest) => {
    serverError.clear();
    signUp.mutate(values, {
      onSuccess: () => {
        message.success('Welcome to Sendwell! We have sent a verification link to your email.');
        // A newcomer starts on their account: verification and profile come before any contacts.
        navigate(paths.myAccount, { replace: true });
      },
      onError: serverError.onError,
    });
  };

  return (
    <PublicCard
      title="Create your Sendwell account"
      footer={
        <>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </>
      }
    >
      <Flex vertical gap={16}>
        {serverError.message && <Alert type="error" showIcon title={serverError.message} />}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={signUp.isPending}
        >
          <Form.Item label="Name" name="name" rules={[schemaRule(SignUpRequest.shape.name)]}>
            <Input autoComplete="name" autoFocus />
          </Form.Item>
          <Form.Item label="Company" name="company" rules={[schemaRule(SignUpRequest.shape.company)]}>
            <Input autoComplete="organization" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={[schemaRule(SignUpRequest.shape.email)]}>
            <Input autoComplete="email" inputMode="email" />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[schemaRule(SignUpRequest.shape.password), passwordStrengthRule(['email', 'name', 'company'])]}
            extra={`At least ${PASSWORD_MIN_LENGTH} characters`}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
            Create account
          </Button>
        </Form>
      </Flex>
    </PublicCard>
  );
}
