import { Alert, App, Button } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { AuthMessages, authRoutes, BillingMessages } from '@sendwell/contracts';
import { callApi, errorMessage } from '../../../lib/api-client';

/** Spec 2 §5.4 and §8: an unverified account cannot pay; the billing form says so and offers the link again. */
export function UnverifiedAlert() {
  const { notification } = App.useApp();
  const resend = useMutation({ mutationFn: () => callApi(authRoutes.resendVerification) });
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={BillingMessages.unverified}
      action={
        <Button
          size="small"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => notification.success({ title: AuthMessages.verificationSent }),
              onError: (error) => notification.error({ title: errorMessage(error) }),
            })
          }
        >
          Resend Link
        </Button>
      }
    />
  );
}
