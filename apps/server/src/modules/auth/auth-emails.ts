import { emailLayout as layout } from '../../platform/email-layout';
import type { MailMessage } from '../../platform/mail';

export const verificationEmail = (to: string, name: string, url: string): MailMessage => ({
  to,
  subject: 'Verify your email for Sendwell',
  html: layout(`Welcome to Sendwell, ${name}`, ['Please confirm your email address to finish setting up your account.'], {
    label: 'Verify email',
    url,
  }),
  text: `Welcome to Sendwell, ${name}.\n\nPlease confirm your email address: ${url}\n`,
});

export const passwordResetEmail = (to: string, url: string): MailMessage => ({
  to,
  subject: 'Reset your Sendwell password',
  html: layout('Reset your password', ['We received a request to reset your password. The link is valid for one hour.', 'If you did not ask for this, you can ignore this email.'], {
    label: 'Reset password',
    url,
  }),
  text: `Reset your Sendwell password (valid for one hour): ${url}\n\nIf you did not ask for this, ignore this email.\n`,
});
