import { Button, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import type { ListRecord } from '@sendwell/contracts';
import { pluraliseContacts } from '@sendwell/domain';
import { formatCount } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useProcessingStatus } from '../api/get-list-status';
import { listViewState } from '../../../lib/list-view-state';

/** The count links to the contacts view; while the list processes it polls and says so (spec §2.1, §4). */
export function ContactsCountCell({ list }: { list: ListRecord }) {
  const location = useLocation();
  const status = useProcessingStatus(list);
  const link = (count: number) => (
    <Link
      to={paths.listContacts(list.id)}
      state={listViewState(list, location)}
      aria-label={`${pluraliseContacts(count)} in ${list.name}`}
    >
      {formatCount(count)}
    </Link>
  );

  if (!list.processing) return link(list.recipientsCount);

  const current = status.data ?? list;
  const count = current.processingCount > 0 ? current.processingCount : current.recipientsCount;
  return (
    <Tooltip
      title={
        <Flex vertical gap={4} align="flex-start">
          <span>Counting contacts. The count updates every few seconds.</span>
          <Button
            size="small"
            onClick={() => void status.refetch()}
            loading={status.isFetching}
            aria-label="Refresh the count now"
          >
            Refresh now
          </Button>
        </Flex>
      }
    >
      <Flex align="center" gap={6}>
        <Spin size="small" />
        <Typography.Text>{link(count)}</Typography.Text>
        <Tag color="processing" style={{ marginInlineEnd: 0 }}>
          Processing
        </Tag>
      </Flex>
    </Tooltip>
  );
}
