import type { ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { ForgotPasswordRequest } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { schemaRule } from '../../../lib/form-rules';
import { paths } from '../../../lib/paths';
import { useServerError } from '../../../lib/use-server-error';
import { useForgotPassword } from '../api/forgot-password';
import { ResultHeading } from '../../../components/page-heading';

// Neutral on purpose: the page never reveals whether an address has an account.
const SENT = "If an account exists for that email, we've sent a link";

interface ForgotPasswordPageProps {
  /** Shown under "Check your email", e.g. where to read mail the server kept instead of sending. */
  afterSent?: ReactNode;
}

export function ForgotPasswordPage({ afterSent }: ForgotPasswordPageProps) {
  const [form] = Form.useForm<ForgotPasswordRequest>();
  const forgotPassword = useForgotPassword();
  const serverError = useServerError(form);
  const backToSignIn = <Link to={paths.login}>Back to sign in</Link>;

  if (forgotPassword.isSuccess) {
    return (
      <PublicCard footer={backToSignIn}>
        <Result status="success" title={<ResultHeading>Check your email</ResultHeading>} subTitle={SENT} />
        {afterSent}
      </PublicCard>
    );
  }

  return (
    <PublicCard
      title="Reset your password"
      description="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <Flex vertical gap={16}>
        {serverError.message && <Alert type="error" showIcon title={serverError.message} />}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={forgotPassword.isPending}
          onFinish={(values: ForgotPasswordRequest) => {
            serverError.clear();
            forgotPassword.mutate(values, { onError: serverError.onError });
          }}
        >
          <Form.Item label="Email" name="email" rules={[schemaRule(ForgotPasswordRequest.shape.email)]}>
            <Input autoComplete="email" inputMode="email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={forgotPassword.isPending}>
            Send reset link
          </Button>
        </Form>
      </Flex>
    </PublicCard>
  );
}
