import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const resendVerification = () => callApi(authRoutes.resendVerification);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
