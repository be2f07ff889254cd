import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { OutboxHint } from '../features/dev-outbox/components/outbox-hint';

/*
 * /forgot-password: the auth feature's page, and once the link is sent, the dev outbox feature's pointer
 * to it (shown only where the server keeps mail instead of sending it). Features meet here, never in
 * each other.
 */
export function ForgotPasswordScreen() {
  return <ForgotPasswordPage afterSent={<OutboxHint />} />;
}
