import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeIntegrationRoutes, type ConnectStoreRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { storeKeys } from './store-keys';

export const connectStore = (body: ConnectStoreRequest) => callApi(storeIntegrationRoutes.connect, { body });

export const useConnectStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
};
