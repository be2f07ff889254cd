import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listRoutes, type RouteBody } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

export type ArchiveListBody = RouteBody<typeof listRoutes.archive>;

export const archiveList = (body: ArchiveListBody) => callApi(listRoutes.archive, { body });

export const restoreList = (listId: number) => callApi(listRoutes.restore, { params: { id: listId } });

export const useArchiveList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
};

export const useRestoreList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
};
