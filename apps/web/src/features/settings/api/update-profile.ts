import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type UpdateProfileRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export const updateProfile = (body: UpdateProfileRequest) => callApi(profileRoutes.updateProfile, { body });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      const profileKey = getProfileQueryOptions().queryKey;
      queryClient.setQueryData(profileKey, profile);
      // The name also shows in the shell header, whose query belongs to another feature.
      return queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== hashKey(profileKey) });
    },
  });
};
