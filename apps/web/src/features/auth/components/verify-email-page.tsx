import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthMessages } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { paths } from '../../../lib/paths';
import { useVerifyEmail } from '../api/verify-email';
import { ResultHeading } from '../../../components/page-heading';

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
        <Result
          status="error"
          title={<ResultHeading>{AuthMessages.invalidToken}</ResultHeading>}
          extra={goToApp}
        />
      </PublicCard>
    );
  }
  if (status === 'success') {
    return (
      <PublicCard>
        <Result
          status="success"
          title={<ResultHeading>Your email is verified</ResultHeading>}
          subTitle="Thanks for confirming your address."
          extra={goToApp}
        />
      </PublicCard>
    );
  }
  if (status === 'error') {
    return (
      <PublicCard>
        <Result status="error" title={<ResultHeading>{error.message}</ResultHeading>} extra={goToApp} />
      </PublicCard>
    );
  }
  return (
    <PublicCard>
      <Result icon={<Spin size="large" />} title={<ResultHeading>Verifying your email...</ResultHeading>} />
    </PublicCard>
  );
}
