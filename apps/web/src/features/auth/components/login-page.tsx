import { Alert, Button, Flex, Form, Input } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SignInRequest } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { schemaRule } from '../../../lib/form-rules';
import { readNotice } from '../../../lib/navigation-notice';
import { paths, safeNextPath } from '../../../lib/paths';
import { useServerError } from '../../../lib/use-server-error';
import { useSignIn } from '../api/sign-in';

export function LoginPage() {
  const [form] = Form.useForm<SignInRequest>();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const serverError = useServerError(form);
  const notice = readNotice(location.state);

  const onFinish = (values: SignInRequest) => {
    serverError.clear();
    signIn.mutate(values, {
      onSuccess: () => navigate(safeNextPath(searchParams.get('next')), { replace: true }),
      onError: serverError.onError,
    });
  };

  return (
    <PublicCard
      title="Sign in to Sendwell"
      footer={
        <>
          New to Sendwell? <Link to={paths.signup}>Create an account</Link>
        </>
      }
    >
      <Flex vertical gap={16}>
        {notice && !serverError.message && <Alert type="success" showIcon title={notice} />}
        {serverError.message && <Alert type="error" showIcon title={serverError.message} />}
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={signIn.isPending}
        >
          <Form.Item label="Email" name="email" rules={[schemaRule(SignInRequest.shape.email)]}>
            <Input autoComplete="email" inputMode="email" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[schemaRule(SignInRequest.shape.password)]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
            <Link to={paths.forgotPassword}>Forgot password?</Link>
          </Flex>
          <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
            Sign in
          </Button>
        </Form>
      </Flex>
    </PublicCard>
  );
}
