import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamRoutes, type InviteMemberRequest, type UpdateMemberRequest } from '@sendwell/contracts';
import { callApi } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export const inviteMember = (body: InviteMemberRequest) => callApi(teamRoutes.invite, { body });
export const resendInvitation = (id: string) => callApi(teamRoutes.resendInvitation, { params: { id } });
export const revokeInvitation = (id: string) => callApi(teamRoutes.revokeInvitation, { params: { id } });
export const updateMember = ({ memberId, ...body }: UpdateMemberRequest & { memberId: string }) =>
  callApi(teamRoutes.updateMember, { params: { memberId }, body });
export const removeMember = (memberId: string) => callApi(teamRoutes.removeMember, { params: { memberId } });
export const transferOwnership = (memberId: string) =>
  callApi(teamRoutes.transferOwnership, { body: { memberId } });

/** Every change to the team shows in the team list; the caller's own role may change too (a transfer). */
const useTeamMutation = <Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  refreshUser = false,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      refreshUser
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
};

export const useInviteMember = () => useTeamMutation(inviteMember);
export const useResendInvitation = () => useTeamMutation(resendInvitation);
export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);
export const useUpdateMember = () => useTeamMutation(updateMember);
export const useRemoveMember = () => useTeamMutation(removeMember);
/** The caller stops being the primary owner: every screen reads the role again. */
export const useTransferOwnership = () => useTeamMutation(transferOwnership, true);
