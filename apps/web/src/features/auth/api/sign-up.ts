import { useMutation } from '@tanstack/react-query';
import { authRoutes, type EmailRequest, type SignUpRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

// Sign-up starts no session: the link in the email verifies the address and signs in.
export const signUp = (body: SignUpRequest) => callApi(authRoutes.signUp, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp });

export const resendSignUpEmail = (body: EmailRequest) => callApi(authRoutes.resendSignUpEmail, { body });

export const useResendSignUpEmail = () => useMutation({ mutationFn: resendSignUpEmail });
