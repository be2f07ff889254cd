import { Alert, Button, Card, Descriptions, Flex, Progress, Space } from 'antd';
import { Link } from 'react-router';
import type { CampaignProgress, CampaignRecord } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCampaignProgress, useChangeCampaignSend } from '../api/campaign-sending';

const count = (n: number) => n.toLocaleString('en-US');

/** '3 min 20 s' from seconds; under a minute in seconds alone. */
const duration = (seconds: number): string => {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
};

const TITLES: Partial<Record<CampaignProgress['status'], string>> = {
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Not sent',
};

const done = (progress: CampaignProgress) =>
  progress.sent + progress.failed + progress.bounced + progress.skippedTotal;

function SendControls({ campaign, progress }: { campaign: CampaignRecord; progress: CampaignProgress }) {
  const pause = useChangeCampaignSend('pause');
  const resume = useChangeCampaignSend('resume');
  const cancel = useChangeCampaignSend('cancel');
  const failed = pause.error ?? resume.error ?? cancel.error;
  const busy = pause.isPending || resume.isPending || cancel.isPending;
  return (
    <Flex vertical gap={8}>
      {failed && <Alert type="error" showIcon role="alert" title={errorMessage(failed)} />}
      <Space wrap>
        {progress.status === 'sending' && (
          <Button onClick={() => pause.mutate(campaign.id)} loading={pause.isPending} disabled={busy}>
            Pause sending
          </Button>
        )}
        {progress.status === 'paused' && (
          <Button
            type="primary"
            onClick={() => resume.mutate(campaign.id)}
            loading={resume.isPending}
            disabled={busy}
          >
            Resume sending
          </Button>
        )}
        {(progress.status === 'sending' || progress.status === 'paused') && (
          <Button
            danger
            onClick={() => cancel.mutate(campaign.id)}
            loading={cancel.isPending}
            disabled={busy}
          >
            Cancel campaign
          </Button>
        )}
      </Space>
    </Flex>
  );
}

/**
 * A campaign that has started: how far its send has come (sent of the frozen audience, skipped, failed and
 * bounced, the rate and the time left), with pause, resume and cancel while it runs, and the way to its report.
 */
export function CampaignProgressPanel({ campaign }: { campaign: CampaignRecord }) {
  const progress = useCampaignProgress(campaign);
  if (progress.isError) return <Alert type="error" showIcon title={errorMessage(progress.error)} />;
  const data = progress.data;
  if (!data) return <Card loading title="Progress" />;
  const percent = data.total === 0 ? 0 : Math.floor((done(data) / data.total) * 100);
  return (
    <Card
      title={TITLES[data.status] ?? 'Progress'}
      extra={<Link to={paths.campaignReport(campaign.id)}>See the report</Link>}
    >
      <Flex vertical gap={16}>
        <Progress
          percent={percent}
          status={data.status === 'sending' ? 'active' : data.status === 'paused' ? 'exception' : 'normal'}
          aria-label={`${percent}% of the audience handled`}
        />
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            {
              key: 'sent',
              label: 'Sent',
              children: `${count(data.sent)} of ${count(data.total - data.skippedTotal)}`,
            },
            { key: 'to-go', label: 'Still to send', children: count(data.pending) },
            { key: 'skipped', label: 'Skipped', children: count(data.skippedTotal) },
            { key: 'failed', label: 'Failed or bounced', children: count(data.failed + data.bounced) },
            {
              key: 'rate',
              label: 'Rate',
              children:
                data.ratePerSecond === null ? '—' : `${data.ratePerSecond.toFixed(1)} emails a second`,
            },
            {
              key: 'eta',
              label: 'Time left',
              children: data.etaSeconds === null ? '—' : duration(data.etaSeconds),
            },
          ]}
        />
        <SendControls campaign={campaign} progress={data} />
      </Flex>
    </Card>
  );
}
