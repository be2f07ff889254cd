import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  copilotRoutes,
  segmentRoutes,
  type CopilotPromptRequest,
  type CopilotSaveRequest,
  type SegmentDefinition,
} from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

const copilotKeys = {
  all: ['copilot'] as const,
  suggestions: () => [...copilotKeys.all, 'suggestions'] as const,
  count: (definition: SegmentDefinition) => [...copilotKeys.all, 'count', definition] as const,
};

export const sendCopilotPrompt = (body: CopilotPromptRequest) => callApi(copilotRoutes.sendPrompt, { body });

export const useSendCopilotPrompt = () => useMutation({ mutationFn: sendCopilotPrompt });

/** What a prompt may @-mention, from the account's own data. */
export const getCopilotSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: copilotKeys.suggestions(),
    queryFn: ({ signal }) => callApi(copilotRoutes.suggestions, { signal }),
    staleTime: 60_000,
  });

export const useCopilotSuggestions = () => useQuery(getCopilotSuggestionsQueryOptions());

/** A version's live count: how many contacts its definition holds now. */
export const getVersionCountQueryOptions = (definition: SegmentDefinition) =>
  queryOptions({
    queryKey: copilotKeys.count(definition),
    queryFn: ({ signal }) => callApi(segmentRoutes.getCount, { body: definition, signal }),
    select: (answer) => answer.contactsCount,
    staleTime: 30_000,
    retry: false,
  });

export const useVersionCount = (definition: SegmentDefinition) =>
  useQuery(getVersionCountQueryOptions(definition));

/** Saves a version as an AI segment; the lists page asks for its lists again. */
export const useSaveCopilotSegment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopilotSaveRequest) => callApi(copilotRoutes.saveSegment, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
