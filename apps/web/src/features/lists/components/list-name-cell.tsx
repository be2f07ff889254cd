import { Flex, Tag, Tooltip, Typography } from 'antd';
import { RobotOutlined, SyncOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import type { ListRecord } from '@sendwell/contracts';
import { integrationSourceOf } from '@sendwell/domain';
import { ListTypeIcon } from '../../../components/list-type-icon';
import { listViewState } from '../../../lib/list-view-state';
import { paths } from '../../../lib/paths';

/** The name opens the list, as the name is where a marketer looks first; the contacts count does too. */
export function ListNameCell({ list }: { list: ListRecord }) {
  const location = useLocation();
  const source = integrationSourceOf(list.type);
  return (
    <Flex align="center" gap={8} wrap>
      {/* Together, so a long name wraps beside its icon rather than leaving the icon alone above it. */}
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <ListTypeIcon type={list.type} />
        <Link to={paths.listContacts(list.id)} state={listViewState(list, location)}>
          <Typography.Text strong style={{ wordBreak: 'break-word', color: 'inherit' }}>
            {list.name}
          </Typography.Text>
        </Link>
      </Flex>
      {source && (
        <Tooltip title={`Kept in sync with ${source}`}>
          <Tag icon={<SyncOutlined aria-hidden />} color="cyan" style={{ marginInlineEnd: 0 }}>
            {source}
          </Tag>
        </Tooltip>
      )}
      {list.isAIGenerated && (
        <Tooltip title="Created by the AI segment copilot">
          <Tag icon={<RobotOutlined aria-hidden />} color="purple" style={{ marginInlineEnd: 0 }}>
            AI
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
