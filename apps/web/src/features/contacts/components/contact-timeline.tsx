import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import {
  AimOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  EditOutlined,
  EyeOutlined,
  FileDoneOutlined,
  FormOutlined,
  InboxOutlined,
  LockOutlined,
  MinusCircleOutlined,
  PlusCircleOutlined,
  RollbackOutlined,
  SendOutlined,
  ShoppingCartOutlined,
  StopOutlined,
  ThunderboltOutlined,
  UnlockOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { TimelineEntry, TimelineEntryType } from '@sendwell/contracts';
import { describeTimelineEntry } from '@sendwell/domain';
import { formatDateTime } from '../../../lib/format';
import { useContactTimeline } from '../api/get-contact-timeline';

/** Each kind of entry's icon and colour: list changes blue, status changes by their meaning, campaigns purple. */
const LOOKS: Record<TimelineEntryType, { icon: ReactNode; color: string; label: string }> = {
  created: { icon: <UserAddOutlined />, color: 'green', label: 'Contact' },
  listAdded: { icon: <PlusCircleOutlined />, color: 'blue', label: 'List' },
  imported: { icon: <CloudUploadOutlined />, color: 'blue', label: 'Import' },
  listRemoved: { icon: <MinusCircleOutlined />, color: 'gray', label: 'List' },
  subscribed: { icon: <CheckCircleOutlined />, color: 'green', label: 'Subscription' },
  unsubscribed: { icon: <StopOutlined />, color: 'orange', label: 'Subscription' },
  blocked: { icon: <LockOutlined />, color: 'red', label: 'Status' },
  unblocked: { icon: <UnlockOutlined />, color: 'green', label: 'Status' },
  propertiesChanged: { icon: <EditOutlined />, color: 'gray', label: 'Properties' },
  archived: { icon: <InboxOutlined />, color: 'orange', label: 'Contact' },
  restored: { icon: <RollbackOutlined />, color: 'green', label: 'Contact' },
  emailSent: { icon: <SendOutlined />, color: 'purple', label: 'Campaign' },
  emailOpened: { icon: <EyeOutlined />, color: 'purple', label: 'Campaign' },
  emailClicked: { icon: <AimOutlined />, color: 'purple', label: 'Campaign' },
  emailSubmitted: { icon: <FormOutlined />, color: 'purple', label: 'Campaign' },
  customEvent: { icon: <ThunderboltOutlined />, color: 'cyan', label: 'Event' },
  storeEvent: { icon: <ShoppingCartOutlined />, color: 'cyan', label: 'Store' },
  formSubmitted: { icon: <FileDoneOutlined />, color: 'cyan', label: 'Form' },
};

function EntryText({ entry, timeZone }: { entry: TimelineEntry; timeZone: string }) {
  const link =
    entry.type === 'emailClicked' && typeof entry.details.link === 'string' ? entry.details.link : undefined;
  return (
    <Flex vertical gap={2}>
      <Typography.Text>{describeTimelineEntry(entry)}</Typography.Text>
      {link && (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 480 }}>
          {link}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, timeZone)}</time> ·{' '}
        {LOOKS[entry.type].label}
      </Typography.Text>
    </Flex>
  );
}

/** Everything that happened to the contact, newest first, in the account's timezone; older entries on demand. */
export function ContactTimeline({ contactId, timeZone }: { contactId: number; timeZone: string }) {
  const timeline = useContactTimeline(contactId);
  const entries = timeline.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card
      title={<h2 style={{ font: 'inherit', margin: 0 }}>Timeline</h2>}
      size="small"
      extra={<Typography.Text type="secondary">Times in {timeZone}</Typography.Text>}
    >
      {timeline.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : timeline.isError ? (
        <Alert type="error" showIcon title={timeline.error.message} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing has happened to this contact yet" />
      ) : (
        <Flex vertical gap={8} style={{ paddingTop: 12 }}>
          <Timeline
            aria-label="Timeline"
            items={entries.map((entry) => ({
              key: entry.key,
              color: LOOKS[entry.type].color,
              icon: LOOKS[entry.type].icon,
              content: <EntryText entry={entry} timeZone={timeZone} />,
            }))}
          />
          {timeline.hasNextPage && (
            <Button
              onClick={() => void timeline.fetchNextPage()}
              loading={timeline.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              Show older
            </Button>
          )}
        </Flex>
      )}
    </Card>
  );
}
