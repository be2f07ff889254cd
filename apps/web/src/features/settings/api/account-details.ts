import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes, type UpdateAccountDetailsRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const getAccountDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['account-details'] as const,
    queryFn: ({ signal }) => callApi(accountSettingsRoutes.getAccountDetails, { signal }),
  });

export const useAccountDetails = () => useQuery(getAccountDetailsQueryOptions());

export const updateAccountDetails = (body: UpdateAccountDetailsRequest) =>
  callApi(accountSettingsRoutes.updateAccountDetails, { body });

export const useUpdateAccountDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountDetails,
    onSuccess: (details) => {
      queryClient.setQueryData(getAccountDetailsQueryOptions().queryKey, details);
      // The name and the timezone show across the app (account switcher, dates), read from other features' queries.
      return queryClient.invalidateQueries();
    },
  });
};
