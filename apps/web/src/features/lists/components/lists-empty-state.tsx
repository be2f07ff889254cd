import { Empty, Flex, Typography } from 'antd';

/** What the table says when there is nothing to show, and why. */
export function ListsEmptyState({ search, archived }: { search: string; archived: boolean }) {
  if (search) return <Empty description={`No lists or segments match "${search}"`} />;
  if (archived) {
    return (
      <Empty description="No archived lists or segments. Lists you archive appear here and can be restored." />
    );
  }
  return (
    <Empty
      description={
        <Flex vertical gap={4} align="center" style={{ maxWidth: 560, margin: '0 auto' }}>
          <Typography.Text strong>No lists or segments yet</Typography.Text>
          <Typography.Text type="secondary">
            Lists are filled by importing contacts from a CSV file, by the API, or by a connected store or
            CRM. Segments pick contacts from your lists by conditions, such as who opened a campaign in the
            last 30 days. Both appear here once they exist.
          </Typography.Text>
        </Flex>
      }
    />
  );
}
