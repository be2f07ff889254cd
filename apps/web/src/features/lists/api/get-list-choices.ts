import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { listKeys } from './list-keys';

export const getListChoices = (signal?: AbortSignal) =>
  callApi(listRoutes.allRecipientLists, { query: { includeArchived: 'true' }, signal });

/** Every list and segment, archived ones too (their names stay taken); the rename check compares against these. */
export const getListChoicesQueryOptions = () =>
  queryOptions({
    queryKey: listKeys.choices,
    queryFn: ({ signal }) => getListChoices(signal),
    select: (answer) => answer.data,
  });

export const useListChoices = (enabled = true) => useQuery({ ...getListChoicesQueryOptions(), enabled });
