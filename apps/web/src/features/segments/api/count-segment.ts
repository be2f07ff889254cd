import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SegmentCountRequest, segmentRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { segmentKeys } from './segment-keys';

/** How long the definition must stay still before it is counted. */
const COUNT_DELAY_MS = 400;

export const countSegment = (body: SegmentCountRequest, signal?: AbortSignal) =>
  callApi(segmentRoutes.getCount, { body, signal });

/** The count of one definition, keyed by the definition itself, so equal definitions share it. */
export const getSegmentCountQueryOptions = (definition: SegmentCountRequest | null) =>
  queryOptions({
    queryKey: segmentKeys.count(definition),
    queryFn: ({ signal }) =>
      definition ? countSegment(definition, signal) : Promise.resolve({ contactsCount: 0 }),
    staleTime: 30_000,
    // A definition the rules refuse stays refused; its message is shown instead.
    retry: false,
  });

/**
 * The live count of the wizard's step 3: asked for a moment after the definition stops changing.
 * The signal goes to the request, so a count asked for an earlier definition is cancelled when the
 * definition changes (its query is left without observers). The last number stays on screen while
 * the next is counted.
 */
export const useLiveSegmentCount = (request: SegmentCountRequest | null) => {
  const json = request === null ? null : JSON.stringify(request);
  // One object per definition, whatever renders in between, so only a real change restarts the delay.
  const current = useMemo(() => (json === null ? null : SegmentCountRequest.parse(JSON.parse(json))), [json]);
  const definition = useDebouncedValue(current, COUNT_DELAY_MS);
  const query = useQuery({
    ...getSegmentCountQueryOptions(definition),
    enabled: definition !== null,
    placeholderData: keepPreviousData,
  });
  return {
    count: definition === null ? null : (query.data?.contactsCount ?? null),
    /** Waiting for the definition to settle, or for the server. */
    counting: current !== null && (current !== definition || query.isFetching),
    error: query.error,
  };
};
