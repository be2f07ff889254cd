import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buildPath,
  templateActionRoutes,
  type FeedbackRequest,
  type MoveTemplateRequest,
  type TestEmailRequest,
} from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/current-user';
import { templateKeys } from './template-keys';

export const sendTestEmail = (id: number, body: TestEmailRequest) =>
  callApi(templateActionRoutes.sendTestEmail, { params: { id }, body });
export const useSendTestEmail = (id: number) =>
  useMutation({ mutationFn: (body: TestEmailRequest) => sendTestEmail(id, body) });

export const getTemplateShareQueryOptions = (id: number) =>
  queryOptions({
    queryKey: templateKeys.share(id),
    queryFn: ({ signal }) => callApi(templateActionRoutes.getShare, { params: { id }, signal }),
    // Reviewers write from elsewhere: each opening of the dialog reads their latest feedback.
    staleTime: 0,
  });
export const useTemplateShare = (id: number, enabled: boolean) =>
  useQuery({ ...getTemplateShareQueryOptions(id), enabled });

const useShareMutation = <Output>(id: number, mutationFn: () => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.share(id) }),
  });
};
export const useCreateShare = (id: number) =>
  useShareMutation(id, () => callApi(templateActionRoutes.createShare, { params: { id } }));
export const useRevokeShare = (id: number) =>
  useShareMutation(id, () => callApi(templateActionRoutes.revokeShare, { params: { id } }));

/** A folder is part of user info (templateFolders), so the signed-in user is read again. */
export const useCreateFolder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(templateActionRoutes.createFolder, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
};

export const useMoveTemplate = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveTemplateRequest) =>
      callApi(templateActionRoutes.moveTemplate, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

/** A shared template's page as the review page's frames show it, under the preview's sandboxing CSP. */
export const sharedPreviewPath = (token: string, type: 'HTML' | 'AMP') =>
  `${buildPath(templateActionRoutes.sharedPreview.path, { token })}?${new URLSearchParams({ type })}`;

/** The public review page: no session needed, nothing of the app's user read. */
export const useSharedTemplate = (token: string) =>
  useQuery({
    queryKey: templateKeys.shared(token),
    queryFn: ({ signal }) => callApi(templateActionRoutes.getSharedTemplate, { params: { token }, signal }),
    retry: false,
  });
export const useAddFeedback = (token: string) =>
  useMutation({
    mutationFn: (body: FeedbackRequest) =>
      callApi(templateActionRoutes.addFeedback, { params: { token }, body }),
  });
