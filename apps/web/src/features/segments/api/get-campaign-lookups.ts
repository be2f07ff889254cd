import { queryOptions, useQuery } from '@tanstack/react-query';
import { segmentLookupRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { segmentKeys } from './segment-keys';

export const getCampaignOptions = (signal?: AbortSignal) =>
  callApi(segmentLookupRoutes.campaignsForSegmentation, { signal });

/** Campaigns a campaign activity condition can name, newest first. */
export const getCampaignOptionsQueryOptions = () =>
  queryOptions({
    queryKey: segmentKeys.lookup('campaigns'),
    queryFn: ({ signal }) => getCampaignOptions(signal),
    select: (answer) => answer.data,
  });

export const useCampaignOptions = (enabled = true) =>
  useQuery({ ...getCampaignOptionsQueryOptions(), enabled });

export const getSenderEmails = (signal?: AbortSignal) =>
  callApi(segmentLookupRoutes.allSenderEmails, { query: { forSegmentation: 'true' }, signal });

/** Senders campaigns can be narrowed by. */
export const getSenderEmailsQueryOptions = () =>
  queryOptions({
    queryKey: segmentKeys.lookup('senders'),
    queryFn: ({ signal }) => getSenderEmails(signal),
    select: (answer) => answer.data,
  });

export const useSenderEmails = (enabled = true) => useQuery({ ...getSenderEmailsQueryOptions(), enabled });

export const getClickedUrls = (campaignId: number, signal?: AbortSignal) =>
  callApi(segmentLookupRoutes.campaignClickedUrls, { params: { id: campaignId }, signal });

/** Links contacts clicked in one campaign, for a click condition narrowed to links. */
export const getClickedUrlsQueryOptions = (campaignId: number) =>
  queryOptions({
    queryKey: segmentKeys.lookup('clicked-urls', campaignId),
    queryFn: ({ signal }) => getClickedUrls(campaignId, signal),
    select: (answer) => answer.data,
  });

export const useClickedUrls = (campaignId: number | undefined) =>
  useQuery({ ...getClickedUrlsQueryOptions(campaignId ?? 0), enabled: campaignId !== undefined });
