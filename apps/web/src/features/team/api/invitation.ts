import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRoutes, teamRoutes, type InvitationSignUpRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';

export const getInvitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => callApi(teamRoutes.previewInvitation, { query: { token }, signal }),
    // A refused link stays refused: asking again only spends the rate limit.
    retry: false,
  });

export const useInvitationPreview = (token: string) => useQuery(getInvitationPreviewQueryOptions(token));

export const useAcceptInvitation = () =>
  useMutation({ mutationFn: (token: string) => callApi(teamRoutes.acceptInvitation, { body: { token } }) });

export const useSignUpWithInvitation = () =>
  useMutation({
    mutationFn: (body: InvitationSignUpRequest) => callApi(teamRoutes.signUpWithInvitation, { body }),
  });

/** Signed in as someone else than the invited address: sign out here and take the link from the top. */
export const useSignOutForInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => callApi(authRoutes.signOut), onSettled: () => queryClient.clear() });
};
