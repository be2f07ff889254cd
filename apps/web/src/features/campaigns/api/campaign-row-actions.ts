import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export const duplicateCampaign = (campaignId: number) =>
  callApi(campaignRoutes.duplicate, { params: { id: campaignId } });
export const archiveCampaign = (campaignId: number) =>
  callApi(campaignRoutes.archive, { params: { id: campaignId } });

/** Duplicate and archive change which rows the table has. */
const useTableChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: campaignKeys.tables });
};
export const useDuplicateCampaign = () =>
  useMutation({ mutationFn: duplicateCampaign, onSuccess: useTableChanged() });
export const useArchiveCampaign = () =>
  useMutation({ mutationFn: archiveCampaign, onSuccess: useTableChanged() });
