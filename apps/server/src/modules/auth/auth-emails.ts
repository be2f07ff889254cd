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

export const signInLockedEmail = (to: string, resetUrl: string): MailMessage => ({
  to,
  subject: 'Sign-in to your Sendwell account was locked',
  html: layout(
    'Sign-in was locked for 15 minutes',
    [
      'Someone tried to sign in to your Sendwell account with a wrong password too many times, so sign-in is locked for 15 minutes.',
      'If it was you, wait or reset your password. If it was not, reset your password to be safe.',
    ],
    { label: 'Reset password', url: resetUrl },
  ),
  text: `Someone tried to sign in to your Sendwell account with a wrong password too many times, so sign-in is locked for 15 minutes.\n\nIf it was you, wait or reset your password; if it was not, reset your password to be safe: ${resetUrl}\n`,
});

export const signUpAttemptEmail = (to: string, signInUrl: string, resetUrl: string): MailMessage => ({
  to,
  subject: 'Someone tried to sign up to Sendwell with your email',
  html: layout(
    'You already have a Sendwell account',
    [
      'Someone, maybe you, tried to create a Sendwell account with this email address, which already has one. No new account was made.',
      `To use your account, sign in at ${signInUrl}. If you forgot your password, reset it with the button below. If it was not you, you can ignore this email.`,
    ],
    { label: 'Reset password', url: resetUrl },
  ),
  text: `Someone, maybe you, tried to create a Sendwell account with this email address, which already has one. No new account was made.\n\nSign in: ${signInUrl}\nForgot your password? Reset it: ${resetUrl}\n\nIf it was not you, you can ignore this email.\n`,
});
