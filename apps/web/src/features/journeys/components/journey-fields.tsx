import { Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { JourneyRecord, JourneyStatus, JourneyTriggerType } from '@sendwell/contracts';
import { ListTypeIcon } from '../../../components/list-type-icon';
import { paths } from '../../../lib/paths';

const STATUS_COLORS: Record<JourneyStatus, string> = {
  Available: 'success',
  Paused: 'warning',
  Draft: 'default',
  Cancelled: 'error',
  Completed: 'processing',
};

const TRIGGER_LABELS: Record<JourneyTriggerType, string> = {
  segment: 'Joins a segment',
  event: 'An event happens',
  date: 'A date comes',
};

export const JourneyStatusTag = ({ status }: { status: JourneyStatus }) => (
  <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
    {status}
  </Tag>
);

export const journeyTriggerLabel = (triggerType: JourneyTriggerType): string => TRIGGER_LABELS[triggerType];

/** The lists and segments a journey uses, each opening its contacts; archived ones are named, not linked. */
export function JourneyLists({ lists }: { lists: JourneyRecord['lists'] }) {
  if (lists.length === 0) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {lists.map((list) => (
        <Flex key={list.id} align="center" gap={6}>
          <ListTypeIcon type={list.type} />
          {list.archived ? (
            <Typography.Text>
              {list.name} <Typography.Text type="secondary">(archived)</Typography.Text>
            </Typography.Text>
          ) : (
            <Link to={paths.listContacts(list.id)}>{list.name}</Link>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
