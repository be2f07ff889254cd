import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignRoutes, type AnyRoute } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/**
 * The send engine's start route, called by its method and path: it checks the draft is complete, freezes the
 * audience and starts sending. Its contract lives with the engine (campaign-sending.contract.ts); its answer
 * is not read here, only whether it succeeded.
 */
const startSendingRoute: AnyRoute = {
  method: 'POST',
  path: '/api/campaigns/:id/send',
  access: 'account',
  tags: ['campaigns'],
  summary: 'Start sending a complete draft now',
  params: campaignRoutes.get.params,
  // No schema: the answer is the engine's to describe.
  response: undefined as unknown as AnyRoute['response'],
};

export const sendCampaign = async (campaignId: number): Promise<void> => {
  await callApi(startSendingRoute, { params: { id: campaignId } });
};

export const useSendCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
};
