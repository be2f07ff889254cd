import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

/** Query keys of the team feature; mutations invalidate through these. */
export const teamKeys = { all: ['team'] as const };

export const getTeam = (signal?: AbortSignal) => callApi(teamRoutes.getTeam, { signal });

export const getTeamQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.all, queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(getTeamQueryOptions());
