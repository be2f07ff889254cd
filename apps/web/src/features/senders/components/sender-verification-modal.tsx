import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Modal, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SENDER_RECHECK_DELAY_MS, SenderMessages, type SenderRecord } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { getVerificationStatus, sendVerificationEmail } from '../api/sender-verification';
import { senderKeys } from '../api/sender-keys';
import { useNotices } from './sender-notices';

/** Spec 3 §3: the sender-id verification modal's steps. */
type Step = 'verifying' | 'waiting' | 'success' | 'fail' | 'error';

interface SenderVerificationModalProps {
  sender: Pick<SenderRecord, 'id' | 'email'>;
  onClose: () => void;
}

/**
 * Spec 3 §4: sending the link moves to waiting; 20 seconds later the status is checked again: NOT_VERIFIED
 * fails, WAITING stays waiting (with 'Check again'), anything else succeeds.
 */
export function SenderVerificationModal({ sender, onClose }: SenderVerificationModalProps) {
  const queryClient = useQueryClient();
  const notices = useNotices();
  const [step, setStep] = useState<Step>('verifying');
  const [error, setError] = useState<string>(SenderMessages.verifyFallback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const recheck = useCallback(async () => {
    try {
      const status = await getVerificationStatus(sender.id);
      if (status === 'NOT_VERIFIED') setStep('fail');
      else if (status === 'WAITING') setStep('waiting');
      else {
        setStep('success');
        void queryClient.invalidateQueries({ queryKey: senderKeys.all });
      }
    } catch {
      setError(SenderMessages.verificationError);
      setStep('error');
    }
  }, [sender.id, queryClient]);

  const send = useCallback(async () => {
    setStep('verifying');
    clearTimeout(timer.current);
    try {
      await sendVerificationEmail(sender.id);
      notices.success(SenderMessages.mailSent);
      setStep('waiting');
      void queryClient.invalidateQueries({ queryKey: senderKeys.all });
      timer.current = setTimeout(() => void recheck(), SENDER_RECHECK_DELAY_MS);
    } catch (cause) {
      setError(isApiRequestError(cause) ? cause.message : SenderMessages.verifyFallback);
      setStep('error');
    }
  }, [sender.id, recheck, queryClient, notices]);

  // One link per opening; StrictMode's double effect run must not mail two.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  }, [send]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = <Button onClick={onClose}>Done</Button>;
  const content: Record<Step, React.ReactNode> = {
    verifying: <Result icon={<Spin size="large" />} title="Sending the confirmation email…" />,
    waiting: (
      <Result
        status="info"
        title="Check your inbox"
        subTitle={`We sent a link to ${sender.email}. Open it to confirm the address; this window checks again in ${SENDER_RECHECK_DELAY_MS / 1000} seconds.`}
        extra={[
          <Button key="check" type="primary" onClick={() => void recheck()}>
            Check again
          </Button>,
          <Button key="close" onClick={onClose}>
            Later
          </Button>,
        ]}
      />
    ),
    success: (
      <Result
        status="success"
        title={SenderMessages.senderVerified}
        subTitle={`${sender.email} is ready to send campaigns.`}
        extra={close}
      />
    ),
    fail: (
      <Result
        status="error"
        title="The address is not verified"
        subTitle="The link was not opened in time. Send a new one and open it from the inbox of this address."
        extra={[
          <Button key="resend" type="primary" onClick={() => void send()}>
            Send a new link
          </Button>,
          <Button key="close" onClick={onClose}>
            Done
          </Button>,
        ]}
      />
    ),
    error: <Result status="error" title={error} extra={close} />,
  };

  return (
    <Modal open title="Verify sender address" onCancel={onClose} footer={null} destroyOnHidden>
      <div role="status" aria-live="polite">
        {content[step]}
      </div>
    </Modal>
  );
}
