import { z } from 'zod';
import { defineRoute, Ok } from './route';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const Email = z.string().trim().toLowerCase().email('Please enter a valid email address').max(254);
export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password cannot be more than ${PASSWORD_MAX_LENGTH} characters`);

export const TIMEZONE_INVALID = 'Please choose a valid timezone';

/** An IANA timezone name's shape (Area/Location, or UTC); whether the zone exists is the server's question. */
export const Timezone = z.string().trim().max(64, TIMEZONE_INVALID).regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, TIMEZONE_INVALID);

export const SignUpRequest = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  company: z.string().trim().min(1, 'Please enter your company').max(120),
  email: Email,
  password: Password,
  /**
   * The browser's IANA timezone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), which the new account and
   * its owner start with. Not one of the spec's fields; a zone the server does not know starts them on UTC.
   */
  timezone: Timezone.optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email: Email,
  password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const TokenRequest = z.object({ token: z.string().min(1).max(200) });
export type TokenRequest = z.infer<typeof TokenRequest>;

/** Only an address: answered the same whether it is known, so it cannot be used to find accounts. */
export const EmailRequest = z.object({ email: Email });
export type EmailRequest = z.infer<typeof EmailRequest>;

export const ForgotPasswordRequest = EmailRequest;
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({ token: z.string().min(1).max(200), password: Password });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword: Password,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const Health = z.object({ status: z.literal('ok') });

/** Messages the screens show; the server answers with these exact texts. */
export const AuthMessages = {
  invalidCredentials: 'Incorrect email or password',
  emailTaken: 'An account with this email already exists',
  invalidToken: 'This link is invalid or has expired',
  wrongCurrentPassword: 'Your current password is incorrect',
  verificationSent: 'Verification email has been sent successfully',
  somethingWentWrong: 'Something went wrong',
  alreadyVerified: 'Your email is already verified',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  signInDelayed: 'Too many failed sign-in attempts. Please wait a moment before trying again, or reset your password.',
  signInLocked: 'Too many failed sign-in attempts: this account is locked for 15 minutes. Please wait, or reset your password to sign in now.',
  signInRequired: 'Please sign in to continue',
  csrfMissing: 'Your session has expired. Please reload the page.',
} as const;

const tags = ['auth'] as const;

export const authRoutes = {
  health: defineRoute({
    method: 'GET', path: '/api/auth/v0/health', access: 'public', tags, summary: 'Liveness of the API (also the upload target of the import drop zone)',
    response: Health,
  }),
  signUp: defineRoute({
    method: 'POST', path: '/api/auth/v0/signup', access: 'public', tags,
    summary: 'Create a user with a new account and email the link that verifies the address and signs in; a registered address gets the same answer, and its owner an email',
    body: SignUpRequest, response: Ok, status: 201,
  }),
  resendSignUpEmail: defineRoute({
    method: 'POST', path: '/api/auth/v0/signup/resend', access: 'public', tags,
    summary: 'Send the sign-up verification link again to an address not yet verified (answers the same for any address)',
    body: EmailRequest, response: Ok,
  }),
  signIn: defineRoute({
    method: 'POST', path: '/api/auth/v0/login', access: 'public', tags, summary: 'Sign in with email and password',
    body: SignInRequest, response: Ok,
  }),
  signOut: defineRoute({
    method: 'POST', path: '/api/auth/v0/logout', access: 'public', tags, summary: 'End the current session',
    response: Ok,
  }),
  verifyEmail: defineRoute({
    method: 'POST', path: '/api/auth/v0/verify-email', access: 'public', tags, summary: 'Confirm an email address with the token from the verification link, and sign in',
    body: TokenRequest, response: Ok,
  }),
  resendVerification: defineRoute({
    method: 'POST', path: '/api/auth/v0/resend-verification', access: 'user', tags, summary: 'Send the verification email again',
    response: Ok,
  }),
  forgotPassword: defineRoute({
    method: 'POST', path: '/api/auth/v0/forgot-password', access: 'public', tags, summary: 'Email a password reset link (answers the same whether or not the address is known)',
    body: ForgotPasswordRequest, response: Ok,
  }),
  resetPassword: defineRoute({
    method: 'POST', path: '/api/auth/v0/reset-password', access: 'public', tags, summary: 'Set a new password with the token from the reset link; every session is revoked',
    body: ResetPasswordRequest, response: Ok,
  }),
  changePassword: defineRoute({
    method: 'POST', path: '/api/auth/v0/change-password', access: 'user', tags, summary: 'Change the password; other sessions are revoked',
    body: ChangePasswordRequest, response: Ok,
  }),
};
