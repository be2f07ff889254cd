import { App, Button, Checkbox, Dropdown, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { ROLE_LABELS, TeamMessages, type AssignableRole, type TeamMember } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useRemoveMember, useUpdateMember } from '../api/team-mutations';
import { SETTINGS_NOTICE as NOTICE } from '../../../lib/settings-notice';
import { ROLE_OPTIONS } from './role-options';

interface MembersTableProps {
  members: TeamMember[] | undefined;
  loading: boolean;
  /** The caller is the primary owner or an admin. */
  mayManage: boolean;
  /** The caller is the primary owner, who alone may hand the account on. */
  mayTransfer: boolean;
  onTransfer: (member: TeamMember) => void;
}

/** A menu rather than a select: the shell already carries it, which keeps this tab within its bundle budget. */
function RoleCell({ member, mayManage }: { member: TeamMember; mayManage: boolean }) {
  const { notification } = App.useApp();
  const update = useUpdateMember();
  if (member.role === 'primaryOwner' || !mayManage)
    return <Tag color={member.role === 'primaryOwner' ? 'blue' : undefined}>{ROLE_LABELS[member.role]}</Tag>;
  const choose = (role: AssignableRole) =>
    update.mutate(
      { memberId: member.memberId, role },
      {
        onSuccess: () =>
          notification.success({
            ...NOTICE,
            title: TeamMessages.updated,
            description: `${member.name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
          }),
        onError: (error) => notification.error({ ...NOTICE, title: errorMessage(error) }),
      },
    );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: ROLE_OPTIONS.map((option) => ({ key: option.value, label: option.description })),
        selectable: true,
        selectedKeys: [member.role],
        onClick: ({ key }: { key: string }) => {
          if ((key === 'admin' || key === 'member') && key !== member.role) choose(key);
        },
      }}
    >
      <Button aria-label={`Role of ${member.name}: ${ROLE_LABELS[member.role]}`} loading={update.isPending}>
        {ROLE_LABELS[member.role]} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

function LimitedAccessCell({ member, mayManage }: { member: TeamMember; mayManage: boolean }) {
  const { notification } = App.useApp();
  const update = useUpdateMember();
  return (
    // A checkbox rather than a switch: the table already carries it, which keeps this tab within its bundle budget.
    <Checkbox
      aria-label={`Limited access for ${member.name}`}
      checked={member.limitedAccess}
      // The primary owner always has full access.
      disabled={!mayManage || member.role === 'primaryOwner' || update.isPending}
      onChange={({ target: { checked: limitedAccess } }) =>
        update.mutate(
          { memberId: member.memberId, limitedAccess },
          {
            onSuccess: () =>
              notification.success({
                ...NOTICE,
                title: TeamMessages.updated,
                description: `${member.name} now has ${limitedAccess ? 'limited' : 'full'} access.`,
              }),
            onError: (error) => notification.error({ ...NOTICE, title: errorMessage(error) }),
          },
        )
      }
    />
  );
}

/** Confirmed in the app's modal rather than a popconfirm, which the shell does not carry (bundle budget). */
function RemoveButton({ member }: { member: TeamMember }) {
  const { modal, notification } = App.useApp();
  const remove = useRemoveMember();
  const confirm = () =>
    modal.confirm({
      title: member.isYou ? 'Leave this account?' : `Remove ${member.name}?`,
      content: member.isYou
        ? 'You will lose access to it at once.'
        : 'They lose access to this account at once. Their other accounts stay as they are.',
      okText: member.isYou ? 'Leave' : 'Remove',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(member.memberId).then(
          () =>
            notification.success({
              ...NOTICE,
              title: TeamMessages.removed,
              description: `${member.name} no longer has access.`,
            }),
          (error: unknown) => notification.error({ ...NOTICE, title: errorMessage(error) }),
        ),
    });
  return (
    <Button type="link" danger aria-label={`Remove ${member.name}`} onClick={confirm}>
      {member.isYou ? 'Leave' : 'Remove'}
    </Button>
  );
}

const columnsFor = ({
  mayManage,
  mayTransfer,
  onTransfer,
}: Omit<MembersTableProps, 'members' | 'loading'>): TableColumnsType<TeamMember> => [
  {
    key: 'name',
    title: 'Name',
    render: (_, member) => (
      <Flex vertical>
        <span>
          <Typography.Text strong>{member.name}</Typography.Text> {member.isYou && <Tag>You</Tag>}
        </span>
        <Typography.Text type="secondary">{member.email}</Typography.Text>
      </Flex>
    ),
  },
  { key: 'role', title: 'Role', render: (_, member) => <RoleCell member={member} mayManage={mayManage} /> },
  {
    key: 'limitedAccess',
    title: 'Limited access',
    render: (_, member) => <LimitedAccessCell member={member} mayManage={mayManage} />,
  },
  {
    key: 'joined',
    title: 'Joined',
    render: (_, member) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(member.joinedAt)}</span>,
  },
  {
    key: 'actions',
    title: <span className="sr-only">Actions</span>,
    align: 'right',
    render: (_, member) =>
      member.role === 'primaryOwner' ? null : (
        <Flex justify="end" gap={4} style={{ whiteSpace: 'nowrap' }}>
          {mayTransfer && (
            <Button
              type="link"
              onClick={() => onTransfer(member)}
              aria-label={`Make ${member.name} the primary owner`}
            >
              Make primary owner
            </Button>
          )}
          {mayManage && <RemoveButton member={member} />}
        </Flex>
      ),
  },
];

export function MembersTable({ members, loading, ...permissions }: MembersTableProps) {
  return (
    <Table
      rowKey="memberId"
      columns={columnsFor(permissions)}
      dataSource={members}
      loading={loading}
      pagination={false}
      tableLayout="auto"
      scroll={{ x: 760 }}
    />
  );
}
