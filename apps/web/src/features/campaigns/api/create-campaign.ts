import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignRoutes, type RouteBody } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export const createCampaign = (body: RouteBody<typeof campaignRoutes.create>) =>
  callApi(campaignRoutes.create, { body });

export const useCreateCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignKeys.one(campaign.id), campaign);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.tables });
    },
  });
};
