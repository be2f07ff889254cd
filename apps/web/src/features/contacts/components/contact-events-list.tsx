import { Flex, Tag, Typography } from 'antd';
import type { ContactDetail } from '@sendwell/contracts';
import { propertyLabel } from '@sendwell/domain';
import { formatDateTime } from '../../../lib/format';

type ContactEvent = ContactDetail['events'][number];

const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The contact's latest custom and store events (the server sends at most 50) with their properties. */
export function ContactEventsList({ events }: { events: ContactEvent[] }) {
  return (
    <Flex vertical>
      {events.map((event, index) => (
        <Flex
          key={`${event.name}-${event.occurredAt}-${index}`}
          vertical
          gap={4}
          style={{ padding: '10px 0', borderTop: index === 0 ? undefined : '1px solid #f0f0f0' }}
        >
          <Flex justify="space-between" gap={12} wrap>
            <Typography.Text strong>{event.name}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(event.occurredAt)}</Typography.Text>
          </Flex>
          {Object.keys(event.properties).length > 0 && (
            <Flex gap={4} wrap>
              {Object.entries(event.properties).map(([key, value]) => (
                <Tag key={key} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                  {propertyLabel(key)}: {valueText(value)}
                </Tag>
              ))}
            </Flex>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
