import { Alert, Descriptions, Flex, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { JourneyId } from '@sendwell/contracts';
import { LazyNotFoundPage as NotFoundPage } from '../../../components/lazy-not-found-page';
import { PageTitle } from '../../../components/page-heading';
import { isApiRequestError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useJourney } from '../api/get-journeys';
import { JourneyLists, JourneyStatusTag, journeyTriggerLabel } from './journey-fields';

/** /app/journey/dashboard/:journeyId: one journey, read only. */
export function JourneyDashboardPage() {
  const journeyId = JourneyId.safeParse(useParams().journeyId);
  if (!journeyId.success) return <NotFoundPage />;
  return <JourneyDashboard journeyId={journeyId.data} />;
}

function JourneyDashboard({ journeyId }: { journeyId: number }) {
  const { accountAdminSettings } = useCurrentUser();
  const journey = useJourney(journeyId);

  if (isApiRequestError(journey.error, 404)) return <NotFoundPage />;

  return (
    <Flex vertical gap={16}>
      <Link to={paths.journeys}>
        <ArrowLeftOutlined aria-hidden /> Journeys
      </Link>
      {journey.isError && <Alert type="error" showIcon title={journey.error.message} />}
      {journey.isPending && <Skeleton active title paragraph={{ rows: 4 }} />}
      {journey.data && (
        <>
          <PageTitle style={{ marginBottom: 0 }}>{journey.data.name}</PageTitle>
          <Descriptions
            bordered
            column={1}
            style={{ maxWidth: 760 }}
            styles={{ label: { width: 220 }, content: { background: '#fff' } }}
            items={[
              { key: 'status', label: 'Status', children: <JourneyStatusTag status={journey.data.status} /> },
              { key: 'trigger', label: 'Trigger', children: journeyTriggerLabel(journey.data.triggerType) },
              {
                key: 'lists',
                label: 'Lists and segments',
                children: <JourneyLists lists={journey.data.lists} />,
              },
              {
                key: 'created',
                label: 'Created on',
                children: formatDateTime(journey.data.createdOn, accountAdminSettings.timezone),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
