import { MailOutlined } from '@ant-design/icons';
import { App, Button, Result, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useResendSignUpEmail } from '../api/sign-up';
import { ResultHeading } from '../../../components/page-heading';

/** After sign-up: the account is finished from the link in the email, which also signs in. */
export function CheckEmailCard({ email }: { email: string }) {
  const { message } = App.useApp();
  const resend = useResendSignUpEmail();
  const { token } = theme.useToken();

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => message.success(`We sent the email to ${email} again.`),
        onError: (error) => message.error(errorMessage(error)),
      },
    );

  return (
    <Result
      icon={<MailOutlined style={{ color: token.colorPrimary }} />}
      title={<ResultHeading>Check your email</ResultHeading>}
      subTitle={
        <>
          We sent an email to <Typography.Text strong>{email}</Typography.Text>. Open the link in it to finish
          creating your account and sign in.
        </>
      }
      extra={[
        <Button key="resend" onClick={onResend} loading={resend.isPending}>
          Resend email
        </Button>,
        <Link key="login" to={paths.login}>
          Back to sign in
        </Link>,
      ]}
    />
  );
}
