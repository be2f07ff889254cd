import { Flex, Typography } from 'antd';
import { ROLE_LABELS, type AssignableRole } from '@sendwell/contracts';

const DESCRIPTIONS: Record<AssignableRole, string> = {
  admin: 'Manages the team and the account settings',
  member: 'Works with contacts, lists, segments and templates',
};

/** The roles an invitation or a change may give; the primary owner is made only by a transfer. */
export const ROLE_OPTIONS = (['admin', 'member'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  description: (
    <Flex vertical>
      <span>{ROLE_LABELS[role]}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {DESCRIPTIONS[role]}
      </Typography.Text>
    </Flex>
  ),
}));
