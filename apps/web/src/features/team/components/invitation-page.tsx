import { Alert, Button, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  InvitationSignUpRequest,
  PASSWORD_MIN_LENGTH,
  ROLE_LABELS,
  TeamMessages,
  type InvitationPreview,
} from '@sendwell/contracts';
import { ResultHeading } from '../../../components/page-heading';
import { PublicCard } from '../../../components/public-card';
import { errorMessage } from '../../../lib/api-client';
import { schemaRule } from '../../../lib/form-rules';
import { passwordStrengthRule } from '../../../lib/password-strength-rule';
import { paths } from '../../../lib/paths';
import { useServerError } from '../../../lib/use-server-error';
import {
  useAcceptInvitation,
  useInvitationPreview,
  useSignOutForInvitation,
  useSignUpWithInvitation,
} from '../api/invitation';

const browserTimezone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** Into the app with nothing of a previous user or account left in the cache. */
const useEnterApp = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    queryClient.clear();
    void navigate(paths.app, { replace: true });
  };
};

function Unusable({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <PublicCard>
      <Result
        status="warning"
        title={<ResultHeading>{message}</ResultHeading>}
        extra={
          <Button type="primary" onClick={() => void navigate(paths.app)}>
            Go to Sendwell
          </Button>
        }
      />
    </PublicCard>
  );
}

interface SignUpValues {
  name: string;
  password: string;
}

function JoinBySigningUp({ token, preview }: { token: string; preview: InvitationPreview }) {
  const [form] = Form.useForm<SignUpValues>();
  const signUp = useSignUpWithInvitation();
  const serverError = useServerError(form);
  const enterApp = useEnterApp();
  const onFinish = (values: SignUpValues) => {
    serverError.clear();
    signUp.mutate(
      { ...values, token, timezone: browserTimezone() },
      { onSuccess: enterApp, onError: serverError.onError },
    );
  };
  return (
    <Flex vertical gap={16}>
      {serverError.message && <Alert type="error" showIcon title={serverError.message} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={signUp.isPending}
      >
        <Form.Item label="Email" htmlFor="invitation-email">
          <Input id="invitation-email" value={preview.email} readOnly variant="filled" />
        </Form.Item>
        <Form.Item label="Your name" name="name" rules={[schemaRule(InvitationSignUpRequest.shape.name)]}>
          <Input autoComplete="name" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[schemaRule(InvitationSignUpRequest.shape.password), passwordStrengthRule(['name'])]}
          extra={`At least ${PASSWORD_MIN_LENGTH} characters`}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
          Create account and join
        </Button>
      </Form>
    </Flex>
  );
}

function JoinSignedIn({ token, preview }: { token: string; preview: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const signOut = useSignOutForInvitation();
  const enterApp = useEnterApp();
  if (preview.signedInEmail?.toLowerCase() !== preview.email.toLowerCase()) {
    return (
      <Flex vertical gap={16}>
        <Alert
          type="warning"
          showIcon
          title={TeamMessages.wrongUser(preview.email)}
          description={`You are signed in as ${preview.signedInEmail ?? ''}.`}
        />
        <Button block size="large" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16}>
      {accept.isError && <Alert type="error" showIcon title={errorMessage(accept.error)} />}
      <Button
        type="primary"
        block
        size="large"
        loading={accept.isPending}
        onClick={() => accept.mutate(token, { onSuccess: enterApp })}
      >
        Join {preview.accountName}
      </Button>
    </Flex>
  );
}

/** /invitation?token=…: the page an invitation mail links to. */
export function InvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const navigate = useNavigate();

  if (!token) return <Unusable message={TeamMessages.invitationInvalid} />;
  if (preview.isError) return <Unusable message={errorMessage(preview.error)} />;
  if (preview.isPending) {
    return (
      <PublicCard>
        <Result
          icon={<Spin size="large" />}
          title={<ResultHeading>Opening your invitation...</ResultHeading>}
        />
      </PublicCard>
    );
  }
  const invitation = preview.data;
  const next = `${paths.invitation}?${new URLSearchParams({ token })}`;
  return (
    <PublicCard
      title={`Join ${invitation.accountName}`}
      description={
        <>
          {invitation.invitedBy || 'A teammate'} invited{' '}
          <Typography.Text strong>{invitation.email}</Typography.Text> to work in {invitation.accountName} on
          Sendwell as {ROLE_LABELS[invitation.role].toLowerCase()}.
        </>
      }
      footer={
        invitation.signedInEmail || invitation.hasUser ? undefined : (
          <>
            Already have a Sendwell account with this email?{' '}
            <Link to={`${paths.login}?${new URLSearchParams({ next })}`}>Sign in</Link>
          </>
        )
      }
    >
      {invitation.signedInEmail ? (
        <JoinSignedIn token={token} preview={invitation} />
      ) : invitation.hasUser ? (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {TeamMessages.hasUser(invitation.email)}
          </Typography.Paragraph>
          <Button
            type="primary"
            block
            size="large"
            onClick={() => void navigate(`${paths.login}?${new URLSearchParams({ next })}`)}
          >
            Sign in to accept
          </Button>
        </Flex>
      ) : (
        <JoinBySigningUp token={token} preview={invitation} />
      )}
    </PublicCard>
  );
}
