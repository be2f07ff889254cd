import { useMutation } from '@tanstack/react-query';
import { authRoutes, type ForgotPasswordRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordRequest) => callApi(authRoutes.forgotPassword, { body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
