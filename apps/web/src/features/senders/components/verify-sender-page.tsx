import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { SenderMessages } from '@sendwell/contracts';
import { PublicCard } from '../../../components/public-card';
import { ResultHeading } from '../../../components/page-heading';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { confirmSenderEmail } from '../api/sender-verification';

/** Landing page of a sender's confirmation link: opened from the sender's own inbox, signed in or not. */
export function VerifySenderPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const { mutate, status, error, data } = useMutation({ mutationFn: confirmSenderEmail });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const toSettings = (
    <Button type="primary" onClick={() => navigate(paths.senderSettings, { replace: true })}>
      Go to sender settings
    </Button>
  );
  const result =
    !token || status === 'error' ? (
      <Result
        status="error"
        title={<ResultHeading>{token ? errorMessage(error) : SenderMessages.linkInvalid}</ResultHeading>}
        extra={toSettings}
      />
    ) : status === 'success' ? (
      <Result
        status="success"
        title={<ResultHeading>{SenderMessages.senderVerified}</ResultHeading>}
        subTitle={`${data.email} is confirmed and ready to send campaigns.`}
        extra={toSettings}
      />
    ) : (
      <Result
        icon={<Spin size="large" />}
        title={<ResultHeading>Confirming the sender address…</ResultHeading>}
      />
    );
  return <PublicCard>{result}</PublicCard>;
}
