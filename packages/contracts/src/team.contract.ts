import { z } from 'zod';
import { Email, Password, Timezone } from './auth.contract';
import { defineRoute, Ok, PRIMARY_OWNER, TEAM_ADMINS } from './route';
import { MemberRole } from './user.contract';

/** Settings → Team members (spec 3 §2.11 settings/teamMembers, §6) and the invitation link's page. */

/** Days an invitation link stays valid; resending starts the days again. */
export const INVITATION_DAYS = 7;

export const TeamMessages = {
  alreadyMember: (email: string) => `${email} is already a member of this account`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation. Resend it from the list below.`,
  invitationExpired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  invitationUsed: 'This invitation has already been used. Sign in to open the account.',
  invitationInvalid:
    'This invitation link is not valid. It may have been revoked or replaced by a newer one.',
  wrongUser: (email: string) => `This invitation was sent to ${email}. Sign in with that email to accept it.`,
  hasUser: (email: string) => `${email} already has a Sendwell account. Sign in to accept the invitation.`,
  youAreAlreadyMember: 'You are already a member of this account.',
  primaryOwnerFixed:
    'The primary owner cannot be removed or have their role or access changed. Transfer primary ownership first.',
  transferToSelf: 'You are already the primary owner.',
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  invitationSent: 'Mail sent',
  updated: 'Updated',
  removed: 'Team member removed',
  revoked: 'Invitation revoked',
  transferred: 'Primary ownership transferred',
} as const;

/** Roles an invitation or a role change may give; the primary owner is made only by a transfer. */
export const AssignableRole = z.enum(['admin', 'member'], { error: 'Please choose admin or member' });
export type AssignableRole = z.infer<typeof AssignableRole>;

export const ROLE_LABELS: Record<MemberRole, string> = {
  primaryOwner: 'Primary owner',
  admin: 'Admin',
  member: 'Member',
};

export const MemberId = z.string().uuid('Team member not found');
export const InvitationId = z.string().uuid('Invitation not found');

export const TeamMember = z.object({
  memberId: z.string(),
  name: z.string(),
  email: z.string(),
  role: MemberRole,
  limitedAccess: z.boolean(),
  joinedAt: z.string(),
  /** The caller's own membership. */
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const Invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: AssignableRole,
  limitedAccess: z.boolean(),
  invitedBy: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof Invitation>;

export const Team = z.object({
  members: z.array(TeamMember),
  /** Pending invitations (neither accepted nor revoked), newest first; expired ones can be resent. */
  invitations: z.array(Invitation),
});
export type Team = z.infer<typeof Team>;

export const InviteMemberRequest = z.object({
  email: Email,
  role: AssignableRole,
  limitedAccess: z.boolean().default(false),
});
export type InviteMemberRequest = z.infer<typeof InviteMemberRequest>;

export const UpdateMemberRequest = z
  .object({ role: AssignableRole.optional(), limitedAccess: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.limitedAccess !== undefined, {
    error: 'Please choose a role or the limited access to change',
  });
export type UpdateMemberRequest = z.infer<typeof UpdateMemberRequest>;

export const TransferOwnershipRequest = z.object({ memberId: MemberId });
export type TransferOwnershipRequest = z.infer<typeof TransferOwnershipRequest>;

export const InvitationToken = z
  .string()
  .min(1, TeamMessages.invitationInvalid)
  .max(200, TeamMessages.invitationInvalid);

/** What the invitation page shows before anyone acts on the link. */
export const InvitationPreview = z.object({
  accountName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: AssignableRole,
  /** The invited address already has a user, who signs in rather than up. */
  hasUser: z.boolean(),
  /** The email of whoever is signed in in this browser, if anyone. */
  signedInEmail: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

export const AcceptInvitationRequest = z.object({ token: InvitationToken });
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

/** A newcomer's sign-up from the link: the address is the invited one, which the link has proven. */
export const InvitationSignUpRequest = z.object({
  token: InvitationToken,
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name')
    .max(120, 'Name cannot be more than 120 characters'),
  password: Password,
  timezone: Timezone.optional(),
});
export type InvitationSignUpRequest = z.infer<typeof InvitationSignUpRequest>;

/** The account joined, so the screen can say where the newcomer landed. */
export const JoinedAccount = z.object({ accountId: z.string(), accountName: z.string() });
export type JoinedAccount = z.infer<typeof JoinedAccount>;

const tags = ['team'] as const;

export const teamRoutes = {
  getTeam: defineRoute({
    method: 'GET',
    path: '/api/team',
    access: 'account',
    tags,
    summary: "The account's members, oldest first, and its pending invitations",
    response: Team,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/team/invitations',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary: `Invite someone by email: they get a single-use link, valid for ${INVITATION_DAYS} days, to sign up or sign in and join`,
    body: InviteMemberRequest,
    response: Invitation,
    status: 201,
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/api/team/invitations/:id/resend',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary: `Mail a pending invitation again with a new link, valid for ${INVITATION_DAYS} days; the earlier link stops working`,
    params: z.object({ id: InvitationId }),
    response: Invitation,
  }),
  revokeInvitation: defineRoute({
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary: 'Revoke a pending invitation: its link stops working',
    params: z.object({ id: InvitationId }),
    response: Ok,
  }),
  updateMember: defineRoute({
    method: 'PATCH',
    path: '/api/team/members/:memberId',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary:
      "Change a member's role (admin or member) or limited access; the primary owner's stay as they are",
    params: z.object({ memberId: MemberId }),
    body: UpdateMemberRequest,
    response: TeamMember,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/team/members/:memberId',
    access: 'account',
    roles: TEAM_ADMINS,
    tags,
    summary: 'Remove a member from the account (never the primary owner); their user and other accounts stay',
    params: z.object({ memberId: MemberId }),
    response: Ok,
  }),
  transferOwnership: defineRoute({
    method: 'POST',
    path: '/api/team/transfer-ownership',
    access: 'account',
    roles: PRIMARY_OWNER,
    tags,
    summary:
      'Make another member the primary owner (with full access); the current primary owner becomes an admin',
    body: TransferOwnershipRequest,
    response: Ok,
  }),
  previewInvitation: defineRoute({
    method: 'GET',
    path: '/api/invitations/preview',
    access: 'public',
    tags,
    summary: 'What an invitation link offers: the account, who invited, the address and role',
    query: z.object({ token: InvitationToken }),
    response: InvitationPreview,
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/invitations/accept',
    access: 'user',
    tags,
    summary:
      "Join the account of an invitation sent to the signed-in user's email, and make it the current account",
    body: AcceptInvitationRequest,
    response: JoinedAccount,
  }),
  signUpWithInvitation: defineRoute({
    method: 'POST',
    path: '/api/invitations/sign-up',
    access: 'public',
    tags,
    summary: 'Create a user for the invited address (verified by the link), join the account and sign in',
    body: InvitationSignUpRequest,
    response: JoinedAccount,
    status: 201,
  }),
};
