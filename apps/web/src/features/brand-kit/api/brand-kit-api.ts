import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  brandKitRoutes,
  templateEditorRoutes,
  type BrandKit,
  type BrandLibraryStatus,
  type SaveBrandKitRequest,
} from '@sendwell/contracts';
import { BrandKitMessages } from '@sendwell/contracts';
import { CSRF_HEADER, ApiRequestError, apiErrorOf, callApi, csrfToken } from '../../../lib/api-client';

export const brandKitKeys = {
  kit: ['brand-kit'] as const,
  status: ['brand-kit', 'status'] as const,
};

/** While the website is being read the kit is polled, so its progress and result show without a reload. */
export const brandKitQueryOptions = () =>
  queryOptions({
    queryKey: brandKitKeys.kit,
    queryFn: ({ signal }) => callApi(brandKitRoutes.get, { signal }),
    refetchInterval: (query) => (query.state.data?.import?.status === 'running' ? 1000 : false),
  });

export const useBrandKit = () => useQuery(brandKitQueryOptions());

export const useBrandLibraryStatus = () =>
  useQuery({
    queryKey: brandKitKeys.status,
    queryFn: ({ signal }) => callApi(brandKitRoutes.getStatus, { signal }),
  });

export const useSetBrandLibraryStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandLibraryStatus) => callApi(brandKitRoutes.setStatus, { body }),
    onSuccess: (status) => queryClient.setQueryData(brandKitKeys.status, status),
  });
};

export const useSaveBrandKit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBrandKitRequest) => callApi(brandKitRoutes.save, { body }),
    onSuccess: (kit: BrandKit) => queryClient.setQueryData(brandKitKeys.kit, kit),
  });
};

export const useImportBrandKit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => callApi(brandKitRoutes.importFromWebsite, { body: { url } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKitKeys.kit }),
  });
};

/** A logo goes through the editor's image upload (spec 3 §7: POST /editor/images); answers the image's address. */
export const uploadLogo = async (file: File): Promise<string> => {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(templateEditorRoutes.uploadImage.path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: (await csrfToken()) ?? '' },
  });
  const text = await response.text();
  if (response.ok) {
    const answer = JSON.parse(text) as { url: string };
    return answer.url;
  }
  const error = apiErrorOf(response.status, text);
  // Spec 3 §8: the server's text, or 'Invalid file format' when it gave none.
  throw error.code.startsWith('HTTP_')
    ? new ApiRequestError(response.status, error.code, BrandKitMessages.invalidFileFormat)
    : error;
};
