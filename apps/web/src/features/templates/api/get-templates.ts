import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

export const getTemplates = (signal?: AbortSignal) => callApi(templateRoutes.responsesCount, { signal });

/** How often the list looks again while a thumbnail is still being drawn in the background. */
const THUMBNAIL_POLL_MS = 3_000;
/** A picture that has not come after this many looks (five minutes) waits for the next visit. */
const THUMBNAIL_POLLS = 100;

/**
 * Spec 3 §2.2: the saved list, each template with its response count; refreshed after changes, and every few
 * seconds while a card still waits for its thumbnail.
 */
export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.list(),
    queryFn: ({ signal }) => getTemplates(signal),
    select: (answer) => answer.data,
    refetchInterval: (query) =>
      query.state.dataUpdateCount < THUMBNAIL_POLLS &&
      query.state.data?.data.some((item) => item.template.thumbnailStatus === 'pending')
        ? THUMBNAIL_POLL_MS
        : false,
  });

export const useTemplates = () => useQuery(getTemplatesQueryOptions());
