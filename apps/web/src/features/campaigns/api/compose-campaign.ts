import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  campaignRoutes,
  segmentLookupRoutes,
  senderRoutes,
  templateRoutes,
  type CampaignRecord,
  type RouteBody,
} from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { campaignKeys, composeKeys } from './campaign-keys';

type ContentBody = RouteBody<typeof campaignRoutes.setContent>;

export const saveCampaignContent = ({ campaignId, content }: { campaignId: number; content: ContentBody }) =>
  callApi(campaignRoutes.setContent, { params: { id: campaignId }, body: content });
export const saveCampaignExclusions = ({ campaignId, listIds }: { campaignId: number; listIds: number[] }) =>
  callApi(campaignRoutes.setExclusions, { params: { id: campaignId }, body: { listIds } });
export const renameCampaign = ({ campaignId, name }: { campaignId: number; name: string }) =>
  callApi(campaignRoutes.rename, { params: { id: campaignId }, body: { name } });
export const scheduleCampaign = ({ campaignId, sendAt }: { campaignId: number; sendAt: string }) =>
  callApi(campaignRoutes.schedule, { params: { id: campaignId }, body: { sendAt } });
export const unscheduleCampaign = (campaignId: number) =>
  callApi(campaignRoutes.unschedule, { params: { id: campaignId } });
export const sendCampaignTest = (campaignId: number) =>
  callApi(campaignRoutes.sendTest, { params: { id: campaignId } });

/** The campaign as the server now has it; the table and the review are read again. */
const useCampaignChanged = () => {
  const queryClient = useQueryClient();
  return (campaign: CampaignRecord) => {
    queryClient.setQueryData(campaignKeys.one(campaign.id), campaign);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: campaignKeys.tables }),
      queryClient.invalidateQueries({ queryKey: composeKeys.review(campaign.id) }),
    ]);
  };
};

export const useSaveCampaignContent = () =>
  useMutation({ mutationFn: saveCampaignContent, onSuccess: useCampaignChanged() });
export const useSaveCampaignExclusions = () =>
  useMutation({ mutationFn: saveCampaignExclusions, onSuccess: useCampaignChanged() });
export const useRenameCampaign = () =>
  useMutation({ mutationFn: renameCampaign, onSuccess: useCampaignChanged() });
export const useScheduleCampaign = () =>
  useMutation({ mutationFn: scheduleCampaign, onSuccess: useCampaignChanged() });
export const useUnscheduleCampaign = () =>
  useMutation({ mutationFn: unscheduleCampaign, onSuccess: useCampaignChanged() });
export const useSendCampaignTest = () => useMutation({ mutationFn: sendCampaignTest });

export const useCampaignReview = (campaignId: number, enabled: boolean) =>
  useQuery({
    queryKey: composeKeys.review(campaignId),
    queryFn: ({ signal }) => callApi(campaignRoutes.review, { params: { id: campaignId }, signal }),
    enabled,
  });

/** The account's senders, templates and email types, for the Details and Content steps. */
export const useSenderChoices = () =>
  useQuery(
    queryOptions({
      queryKey: composeKeys.senders,
      queryFn: ({ signal }) => callApi(senderRoutes.allConfiguredEmails, { signal }),
      select: (answer) => answer.data,
    }),
  );
export const useTemplateChoices = () =>
  useQuery({
    queryKey: composeKeys.templates,
    queryFn: ({ signal }) => callApi(templateRoutes.responsesCount, { signal }),
    select: (answer) => answer.data.map((row) => row.template),
  });
export const useEmailTypeChoices = () =>
  useQuery({
    queryKey: composeKeys.emailTypes,
    queryFn: ({ signal }) => callApi(segmentLookupRoutes.activeEmailTypes, { signal }),
    select: (answer) => answer.emailTypes,
  });
