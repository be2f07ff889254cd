import { queryOptions, useQuery } from '@tanstack/react-query';
import { listRoutes } from '@sendwell/contracts';
import { isSegmentType } from '@sendwell/domain';
import { callApi } from '../../../lib/api-client';
import { importKeys } from './import-keys';

export const getListChoices = (includeArchived: boolean, signal?: AbortSignal) =>
  callApi(listRoutes.allRecipientLists, { query: { includeArchived: includeArchived ? 'true' : 'false' }, signal });

/**
 * Live lists and segments (`includeArchived` false) are what an import can go into; archived ones are
 * added for the name check, because their names stay taken.
 */
export const getListChoicesQueryOptions = (includeArchived: boolean) =>
  queryOptions({
    queryKey: importKeys.listChoices(includeArchived),
    queryFn: ({ signal }) => getListChoices(includeArchived, signal),
    select: (answer) => answer.data,
    // A list made a moment ago in another tab should be offered, and its name counted as taken.
    staleTime: 0,
  });

/** Lists an import can add contacts to: segments are filled by their conditions, never by an import (spec §2.1). */
export const useImportableLists = () =>
  useQuery({
    ...getListChoicesQueryOptions(false),
    select: (answer) => answer.data.filter((choice) => !isSegmentType(choice.type)),
  });

/** Every name in use, archived lists and segments included. */
export const useTakenListNames = () =>
  useQuery({
    ...getListChoicesQueryOptions(true),
    select: (answer) => answer.data.map((choice) => choice.name),
  });
