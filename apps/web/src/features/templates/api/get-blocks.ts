import { queryOptions, useQuery } from '@tanstack/react-query';
import { segmentLookupRoutes, templateBlockListRoutes, templateBlockRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const blockKeys = {
  all: ['template-blocks'] as const,
  catalogue: () => [...blockKeys.all, 'catalogue'] as const,
  saved: () => [...blockKeys.all, 'saved'] as const,
  store: () => [...blockKeys.all, 'store'] as const,
};

/** The ready-made blocks never change while the app runs. */
export const getBlockCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: blockKeys.catalogue(),
    queryFn: ({ signal }) => callApi(templateBlockListRoutes.catalogue, { signal }),
    staleTime: Infinity,
  });

/** Spec 3 §4: newest first, as the server sends them. */
export const getSavedBlocksQueryOptions = () =>
  queryOptions({
    queryKey: blockKeys.saved(),
    queryFn: ({ signal }) => callApi(templateBlockListRoutes.savedBlocks, { signal }),
    select: (answer) => answer.data,
  });

/** Whether a store is connected, for the store-platform blocks. */
export const getStoreConnectedQueryOptions = () =>
  queryOptions({
    queryKey: blockKeys.store(),
    queryFn: ({ signal }) => callApi(segmentLookupRoutes.shopifyInfo, { signal }),
    select: (answer) => answer.version !== null,
  });

export const useBlockCatalogue = () => useQuery(getBlockCatalogueQueryOptions());
export const useSavedBlocks = () => useQuery(getSavedBlocksQueryOptions());
export const useStoreConnected = () => useQuery(getStoreConnectedQueryOptions());

/** Fetches each block before the editor opens on them, so a block that is gone is reported here. */
export const fetchBlocksData = (ids: readonly string[]) =>
  Promise.all(ids.map((id) => callApi(templateBlockRoutes.blockData, { params: { id } })));
