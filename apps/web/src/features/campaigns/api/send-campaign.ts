import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignSendingRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** Starts sending a complete draft now: the server checks it, freezes the audience and queues the send. */
export const sendCampaign = async (campaignId: number): Promise<void> => {
  await callApi(campaignSendingRoutes.send, { params: { id: campaignId } });
};

export const useSendCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
};
