import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { milestoneRoutes, type MilestoneKey } from '@sendwell/contracts';
import { callApi } from './api-client';

/**
 * The getting-started checklist and the features whose dialogs complete its steps meet here: the checklist
 * opens a step through the address (?firstMilestone=importCsv), and the dialogs ask for the milestones
 * again when they finish.
 */
export const FIRST_MILESTONE_PARAM = 'firstMilestone';
export type FirstMilestoneStart = 'importCsv' | 'importManual' | 'createSegment';

/** What dialogs opened from the checklist report as their source (the import tracking event's `source`). */
export const FIRST_MILESTONE_SOURCE = 'first-milestone';

export const milestonesQueryOptions = () =>
  queryOptions({
    queryKey: ['milestones'] as const,
    queryFn: ({ signal }) => callApi(milestoneRoutes.list, { signal }),
    select: (answer) => answer.data,
  });

/** Asks for the milestones again, after `delayMs`, if `key` is still pending: a step just done shows as done. */
export const useRefreshMilestone = () => {
  const client = useQueryClient();
  return useCallback(
    (key: MilestoneKey, delayMs = 0) => {
      const { queryKey } = milestonesQueryOptions();
      const known = client.getQueryData(queryKey);
      if (known?.data.find((milestone) => milestone.key === key)?.completed) return;
      setTimeout(() => void client.invalidateQueries({ queryKey }), delayMs);
    },
    [client],
  );
};

/**
 * Calls `open` once when the address asks for one of `starts`, then takes the parameter out of the address
 * so a reload does not open it again. `starts` and `open` must keep their identity between renders.
 */
export const useFirstMilestoneStart = <Start extends FirstMilestoneStart>(
  starts: readonly Start[],
  open: (start: Start) => void,
) => {
  const [params, setParams] = useSearchParams();
  const asked = starts.find((start) => start === params.get(FIRST_MILESTONE_PARAM));
  useEffect(() => {
    if (!asked) return;
    open(asked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FIRST_MILESTONE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, open, setParams]);
};
