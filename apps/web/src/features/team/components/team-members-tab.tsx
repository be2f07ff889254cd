import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { RoleMessages, teamRoutes, type TeamMember } from '@sendwell/contracts';
import { lazyComponent, lazyDialog } from '../../../components/lazy-component';
import { hasRoomFor, PlanLimitNotice } from '../../../components/plan-limit-notice';
import { useCurrentUser, useMayCall } from '../../../lib/current-user';
import { usePlanLimits } from '../../../lib/plan-limits';
import { useTeam } from '../api/get-team';
import { MembersTable } from './members-table';

// Fetched after the members, so this tab stays within its bundle budget.
const InvitationsTable = lazyComponent(
  () => import('./invitations-table').then((m) => m.InvitationsTable),
  <Typography.Text type="secondary">Loading invitations...</Typography.Text>,
);
// Fetched when they first open: the page shows the team without them.
const InviteMemberModal = lazyDialog(() => import('./invite-member-modal').then((m) => m.InviteMemberModal));
const TransferOwnershipModal = lazyDialog(() =>
  import('./transfer-ownership-modal').then((m) => m.TransferOwnershipModal),
);

/** /app/settings/teamMembers (spec 3 §2.11, §6): who works in this account, and who is invited to. */
export function TeamMembersTab() {
  const user = useCurrentUser();
  const team = useTeam();
  const mayManage = useMayCall(teamRoutes.invite);
  const mayTransfer = useMayCall(teamRoutes.transferOwnership);
  const limits = usePlanLimits(
    team.data && `${team.data.members.length}/${team.data.invitations.map((i) => i.expiresAt).join()}`,
  ).data;
  const hasRoom = hasRoomFor(limits, 'teamMembers');
  const [inviting, setInviting] = useState(false);
  const [heir, setHeir] = useState<TeamMember>();

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          Everyone here works in {user.accountName}. Admins manage the team and the account settings; only the
          primary owner can change the plan.
        </Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setInviting(true)}
          disabled={!mayManage || !hasRoom}
        >
          Invite member
        </Button>
      </Flex>
      {!mayManage && (
        <Alert
          type="info"
          showIcon
          title={
            user.limitedAccess
              ? RoleMessages.limitedAccess
              : 'Only the primary owner or an admin can invite, change or remove team members.'
          }
        />
      )}
      <PlanLimitNotice limits={limits} kind="teamMembers" />
      {team.isError && <Alert type="error" showIcon title={team.error.message} />}
      <section aria-labelledby="team-members-heading">
        <Typography.Title level={2} id="team-members-heading" style={{ fontSize: 18 }}>
          Members
        </Typography.Title>
        <MembersTable
          members={team.data?.members}
          loading={team.isPending}
          mayManage={mayManage}
          mayTransfer={mayTransfer}
          onTransfer={setHeir}
        />
      </section>
      <section aria-labelledby="team-invitations-heading">
        <Typography.Title level={2} id="team-invitations-heading" style={{ fontSize: 18 }}>
          Pending invitations
        </Typography.Title>
        <InvitationsTable invitations={team.data?.invitations ?? []} mayManage={mayManage} />
      </section>
      {inviting && <InviteMemberModal open onClose={() => setInviting(false)} />}
      {heir && (
        <TransferOwnershipModal
          member={heir}
          accountName={user.accountName}
          onClose={() => setHeir(undefined)}
        />
      )}
    </Flex>
  );
}
