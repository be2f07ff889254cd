import { queryOptions, useQuery } from '@tanstack/react-query';
import { buildPath, templateGalleryRoutes } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { templateKeys } from './template-keys';

/** A gallery template rendered from its MJML, as a sandboxed iframe shows it. */
export const galleryPreviewUrl = (id: number) => buildPath(templateGalleryRoutes.preview.path, { id });

export const getGalleryTemplates = (signal?: AbortSignal) =>
  callApi(templateGalleryRoutes.defaultTemplates, { query: { version: '3' }, signal });

export const getGalleryFilters = (signal?: AbortSignal) => callApi(templateGalleryRoutes.filters, { signal });

/** Spec 3 §7: the gallery's templates, fetched once a visit; they do not revalidate on focus. */
export const getGalleryTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.gallery(),
    queryFn: ({ signal }) => getGalleryTemplates(signal),
    select: (answer) => answer.data,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const getGalleryFiltersQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.galleryFilters(),
    queryFn: ({ signal }) => getGalleryFilters(signal),
    select: (answer) => answer.templateGalleryFilters,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useGalleryTemplates = () => useQuery(getGalleryTemplatesQueryOptions());
export const useGalleryFilters = () => useQuery(getGalleryFiltersQueryOptions());
