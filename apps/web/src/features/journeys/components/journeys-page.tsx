import { Alert, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ListId, type JourneyRecord } from '@sendwell/contracts';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page';
import { PageTitle } from '../../../components/page-heading';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useJourneys } from '../api/get-journeys';
import { JourneyLists, JourneyStatusTag, journeyTriggerLabel } from './journey-fields';

/** The query parameter of spec 1 §2.1: only the journeys that segment triggers. */
export const FILTER_BY_SEGMENT_TRIGGER = 'filterBySegmentTrigger';

const columnsIn = (timeZone: string): TableColumnsType<JourneyRecord> => [
  {
    key: 'name',
    title: 'Name',
    render: (_, journey) => <Link to={paths.journeyDashboard(journey.id)}>{journey.name}</Link>,
  },
  {
    key: 'status',
    title: 'Status',
    width: 130,
    render: (_, journey) => <JourneyStatusTag status={journey.status} />,
  },
  {
    key: 'trigger',
    title: 'Trigger',
    width: 180,
    render: (_, journey) => journeyTriggerLabel(journey.triggerType),
  },
  {
    key: 'lists',
    title: 'Lists and segments',
    render: (_, journey) => <JourneyLists lists={journey.lists} />,
  },
  {
    key: 'created',
    title: 'Created on',
    width: 140,
    render: (_, journey) => formatDate(journey.createdOn, timeZone),
  },
];

/** /app/journey: the account's journeys, read only; `?filterBySegmentTrigger={id}` keeps one segment's. */
export function JourneysPage() {
  const [params] = useSearchParams();
  const raw = params.get(FILTER_BY_SEGMENT_TRIGGER);
  const filter = raw === null ? undefined : ListId.safeParse(raw);
  if (filter && !filter.success) return <NotFoundPage />;
  return <Journeys triggerListId={filter?.data} />;
}

function Journeys({ triggerListId }: { triggerListId: number | undefined }) {
  const { accountAdminSettings } = useCurrentUser();
  const journeys = useJourneys(triggerListId);
  const segmentName = journeys.data?.[0]?.lists.find((list) => list.id === triggerListId)?.name;

  return (
    <Flex vertical gap={16}>
      <div>
        <PageTitle style={{ marginBottom: 8 }}>Journeys</PageTitle>
        <Typography.Text type="secondary">
          The automated journeys of this account, what starts each one and the lists and segments it uses.
        </Typography.Text>
      </div>
      {triggerListId !== undefined && (
        <Alert
          type="info"
          showIcon
          title={
            segmentName
              ? `Showing the journeys triggered by the segment "${segmentName}".`
              : 'Showing the journeys triggered by one segment.'
          }
          action={<Link to={paths.journeys}>Show all journeys</Link>}
        />
      )}
      {journeys.isError && <Alert type="error" showIcon title={journeys.error.message} />}
      <Table
        rowKey="id"
        columns={columnsIn(accountAdminSettings.timezone)}
        dataSource={journeys.data}
        loading={journeys.isPending}
        pagination={{ hideOnSinglePage: true, pageSize: 20, showSizeChanger: false }}
        scroll={{ x: 800 }}
        locale={{
          emptyText:
            triggerListId === undefined
              ? 'This account has no journeys yet.'
              : 'No journey is triggered by this segment.',
        }}
      />
    </Flex>
  );
}
