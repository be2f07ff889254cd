import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { integrationRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

const integrationKeys = { all: ['integrations'] as const };

export const getIntegrationsQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.all,
    queryFn: ({ signal }) => callApi(integrationRoutes.listIntegrations, { signal }),
  });

export const useIntegrations = () => useQuery(getIntegrationsQueryOptions());

export const useRequestIntegrationSetup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => callApi(integrationRoutes.requestIntegrationSetup, { params: { key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
};
