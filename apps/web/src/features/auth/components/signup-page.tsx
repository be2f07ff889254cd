import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, SignUpRequest } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { schemaRule } from '../../../lib/form-rules';
import { passwordStrengthRule } from '../../../lib/password-strength-rule';
import { paths } from '../../../lib/paths';
import { useServerError } from '../../../lib/use-server-error';
import { useSignUp } from '../api/sign-up';
import { CheckEmailCard } from './check-email-card';

export function SignupPage() {
  const [form] = Form.useForm<SignUpRequest>();
  const signUp = useSignUp();
  const serverError = useServerError(form);
  const [sentTo, setSentTo] = useState<string>();

  const onFinish = (values: SignUpRequest) => {
    serverError.clear();
    signUp.mutate(values, {
      // The same answer whether or not the address already has an account: the email tells its owner which.
      onSuccess: () => setSentTo(values.email.trim()),
      onError: serverError.onError,
    });
  };

  if (sentTo) {
    return (
      <PublicCard>
        <CheckEmailCard email={sentTo} />
      </PublicCard>
    );
  }

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
