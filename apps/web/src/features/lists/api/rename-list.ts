import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listRoutes, type RenameListRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

export const renameList = (body: RenameListRequest) => callApi(listRoutes.rename, { body });

export const useRenameList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
};
