import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignRoutes, type CampaignRecord } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export const setCampaignAudience = ({ campaignId, listIds }: { campaignId: number; listIds: number[] }) =>
  callApi(campaignRoutes.setAudience, { params: { id: campaignId }, body: { listIds } });

export const addToCampaignAudience = ({ campaignId, listId }: { campaignId: number; listId: number }) =>
  callApi(campaignRoutes.addToAudience, { params: { id: campaignId }, body: { listId } });

/** The campaign as the server now has it, and the table's audience column with it. */
const useAudienceChanged = () => {
  const queryClient = useQueryClient();
  return (campaign: CampaignRecord) => {
    queryClient.setQueryData(campaignKeys.one(campaign.id), campaign);
    return queryClient.invalidateQueries({ queryKey: campaignKeys.tables });
  };
};

export const useSetCampaignAudience = () =>
  useMutation({ mutationFn: setCampaignAudience, onSuccess: useAudienceChanged() });

/** Adds a list or segment just created (a quick segment), so the choices are asked for again too. */
export const useAddToCampaignAudience = () => {
  const queryClient = useQueryClient();
  const changed = useAudienceChanged();
  return useMutation({
    mutationFn: addToCampaignAudience,
    onSuccess: (campaign) =>
      Promise.all([
        changed(campaign),
        queryClient.invalidateQueries({ queryKey: campaignKeys.audienceChoices }),
      ]),
  });
};
