import { App, Button, Empty, Flex, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ROLE_LABELS, TeamMessages, type Invitation } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useResendInvitation, useRevokeInvitation } from '../api/team-mutations';
import { SETTINGS_NOTICE as NOTICE } from '../../../lib/settings-notice';

function InvitationActions({ invitation }: { invitation: Invitation }) {
  const { notification } = App.useApp();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const failed = (error: unknown) => notification.error({ ...NOTICE, title: errorMessage(error) });
  return (
    <Flex justify="end" gap={4}>
      <Button
        type="link"
        loading={resend.isPending}
        aria-label={`Resend the invitation to ${invitation.email}`}
        onClick={() =>
          resend.mutate(invitation.id, {
            onSuccess: () =>
              notification.success({
                ...NOTICE,
                title: TeamMessages.invitationSent,
                description: `Invitation sent again to ${invitation.email}`,
              }),
            onError: failed,
          })
        }
      >
        Resend
      </Button>
      <Popconfirm
        title="Revoke this invitation?"
        description="Its link stops working. You can invite the address again later."
        okText="Revoke"
        okButtonProps={{ danger: true, loading: revoke.isPending }}
        onConfirm={() =>
          revoke.mutateAsync(invitation.id).then(
            () =>
              notification.success({
                ...NOTICE,
                title: TeamMessages.revoked,
                description: invitation.email,
              }),
            failed,
          )
        }
      >
        <Button type="link" danger aria-label={`Revoke the invitation to ${invitation.email}`}>
          Revoke
        </Button>
      </Popconfirm>
    </Flex>
  );
}

const columnsFor = (mayManage: boolean): TableColumnsType<Invitation> => [
  {
    key: 'email',
    title: 'Email',
    render: (_, invitation) => <Typography.Text strong>{invitation.email}</Typography.Text>,
  },
  {
    key: 'role',
    title: 'Role',
    render: (_, invitation) => (
      <Flex gap={4} wrap>
        <Tag>{ROLE_LABELS[invitation.role]}</Tag>
        {invitation.limitedAccess && <Tag>Limited access</Tag>}
      </Flex>
    ),
  },
  { key: 'invitedBy', title: 'Invited by', render: (_, invitation) => invitation.invitedBy || '—' },
  {
    key: 'expires',
    title: 'Link valid until',
    render: (_, invitation) =>
      invitation.expired ? <Tag color="error">Expired</Tag> : formatDate(invitation.expiresAt),
  },
  ...(mayManage
    ? [
        {
          key: 'actions',
          title: <span className="sr-only">Actions</span>,
          align: 'right' as const,
          render: (_: unknown, invitation: Invitation) => <InvitationActions invitation={invitation} />,
        },
      ]
    : []),
];

export function InvitationsTable({
  invitations,
  mayManage,
}: {
  invitations: Invitation[];
  mayManage: boolean;
}) {
  return (
    <Table
      rowKey="id"
      columns={columnsFor(mayManage)}
      dataSource={invitations}
      pagination={false}
      tableLayout="auto"
      scroll={{ x: 640 }}
      locale={{ emptyText: <Empty description="No pending invitations" /> }}
    />
  );
}
