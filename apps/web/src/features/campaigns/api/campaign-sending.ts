import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignSendingRoutes, type CampaignStatus } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** While messages go out the numbers move; they are read again every few seconds until the send ends. */
const MOVING: ReadonlySet<CampaignStatus> = new Set(['sending']);
const PROGRESS_POLL_MS = 2_000;

/** The send's numbers; when the send's status moves on (sent, paused by the engine), the campaign is read again. */
export const useCampaignProgress = (campaign: { id: number; status: string }) => {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: campaignKeys.progress(campaign.id),
    queryFn: ({ signal }) => callApi(campaignSendingRoutes.progress, { params: { id: campaign.id }, signal }),
    refetchInterval: (query) =>
      query.state.data && MOVING.has(query.state.data.status) ? PROGRESS_POLL_MS : false,
  });
  const status = progress.data?.status;
  useEffect(() => {
    if (status && status !== campaign.status)
      void queryClient.invalidateQueries({ queryKey: campaignKeys.one(campaign.id) });
  }, [status, campaign.status, campaign.id, queryClient]);
  return progress;
};

type SendAction = 'pause' | 'resume' | 'cancel';

/** Pause, resume or cancel a send; the campaign and its numbers are read again after. */
export const useChangeCampaignSend = (action: SendAction) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) =>
      callApi(campaignSendingRoutes[action], { params: { id: campaignId } }),
    onSuccess: (progress) => {
      queryClient.setQueryData(campaignKeys.progress(progress.id), progress);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
};
