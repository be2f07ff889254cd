import { useMutation } from '@tanstack/react-query';
import { authRoutes, type ChangePasswordRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const changePassword = (body: ChangePasswordRequest) => callApi(authRoutes.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
