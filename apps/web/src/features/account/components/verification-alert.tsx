import { Alert, App, Button } from 'antd';
import { AuthMessages } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** Shown across the app until the user's email is verified (texts from spec 2 §5.4 and §8). */
export function VerificationAlert() {
  const { notification } = App.useApp();
  const resend = useResendVerification();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => notification.success({ title: AuthMessages.verificationSent }),
      onError: (error) =>
        notification.error({
          title: AuthMessages.somethingWentWrong,
          // A specific reason (e.g. too many attempts) helps more than the generic title alone.
          description:
            isApiRequestError(error) && error.message !== AuthMessages.somethingWentWrong
              ? error.message
              : undefined,
        }),
    });

  return (
    <Alert
      type="warning"
      banner
      showIcon
      title="You'll have to first verify your account by clicking on the link sent to your email."
      action={
        <Button size="small" onClick={onResend} loading={resend.isPending}>
          Resend Link
        </Button>
      }
    />
  );
}
