import { Flex, Tag } from 'antd';

/** Subscription and blocked status as tags (a blocked contact is never sent to, whatever its subscription). */
export function ContactStatusTags({
  isUnsubscribed,
  isBlocked,
}: {
  isUnsubscribed: boolean;
  isBlocked: boolean;
}) {
  return (
    <Flex gap={4} wrap>
      {isUnsubscribed ? (
        <Tag style={{ marginInlineEnd: 0 }}>Unsubscribed</Tag>
      ) : (
        <Tag color="success" style={{ marginInlineEnd: 0 }}>
          Subscribed
        </Tag>
      )}
      {isBlocked && (
        <Tag color="error" style={{ marginInlineEnd: 0 }}>
          Blocked
        </Tag>
      )}
    </Flex>
  );
}
