import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthMessages } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { paths } from '../../../lib/paths';
import { useVerifyEmail } from '../api/verify-email';

/** Landing page of the verification link: confirms the token once and says how it went. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const { mutate, status, error } = useVerifyEmail();
  // A token is single-use; StrictMode's double effect run must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const goToApp = (
    <Button type="primary" onClick={() => navigate(paths.app, { replace: true })}>
      Continue to Sendwell
    </Button>
  );

  if (!token) {
    return (
      <PublicCard>
        <Result status="error" title={AuthMessages.invalidToken} extra={goToApp} />
      </PublicCard>
    );
  }
  if (status === 'success') {
    return (
      <PublicCard>
        <Result
          status="success"
          title="Your email is verified"
          subTitle="Thanks for confirming your address."
          extra={goToApp}
        />
      </PublicCard>
    );
  }
  if (status === 'error') {
    return (
      <PublicCard>
        <Result status="error" title={error.message} extra={goToApp} />
      </PublicCard>
    );
  }
  return (
    <PublicCard>
      <Result icon={<Spin size="large" />} title="Verifying your email..." />
    </PublicCard>
  );
}
