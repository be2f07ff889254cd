import { useMutation } from '@tanstack/react-query';
import { authRoutes, type EmailRequest, type SignUpRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** The browser's timezone, which the new account starts in; none when the browser cannot tell. */
const browserTimezone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

// Sign-up starts no session: the link in the email verifies the address and signs in.
export const signUp = (body: SignUpRequest) =>
  callApi(authRoutes.signUp, { body: { timezone: browserTimezone(), ...body } });

export const useSignUp = () => useMutation({ mutationFn: signUp });

export const resendSignUpEmail = (body: EmailRequest) => callApi(authRoutes.resendSignUpEmail, { body });

export const useResendSignUpEmail = () => useMutation({ mutationFn: resendSignUpEmail });
