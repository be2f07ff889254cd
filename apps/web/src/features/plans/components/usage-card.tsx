import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Progress, Skeleton, theme, Typography } from 'antd';
import { PLAN_LIMIT_WARNING, UsageMessages, type UsageSummary } from '@sendwell/contracts';
import { lazyDialog } from '../../../components/lazy-component';
import { formatCount, formatDate } from '../../../lib/format';
import { useUsage } from '../api/get-usage';

const UsageReportModal = lazyDialog(() => import('./usage-report-modal').then((m) => m.UsageReportModal));

type Meter = UsageSummary['contacts'];

/** A usage bar: amber from 95 %, red at the limit (spec 2 §9). */
function MeterBar({ meter, label }: { meter: Meter; label: string }) {
  const { token } = theme.useToken();
  return (
    <Progress
      percent={Math.min(meter.percent, 100)}
      status={meter.level === 'limit' ? 'exception' : 'normal'}
      strokeColor={meter.level === 'warning' ? token.colorWarning : undefined}
      aria-label={label}
      aria-valuetext={`${meter.percent}%`}
    />
  );
}

function MeterRow({
  title,
  meter,
  unit,
  children,
}: {
  title: string;
  meter: Meter;
  unit: string;
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text>
          <Typography.Text strong>{formatCount(meter.used)}</Typography.Text> of {formatCount(meter.allowed)}{' '}
          {unit}
        </Typography.Text>
      </Flex>
      <MeterBar meter={meter} label={`${title} used`} />
      {children}
    </Flex>
  );
}

/** The warning a meter calls for at 70, 95 and 100 percent; nothing below. */
function MeterAlert({ meter, limit, notice }: { meter: Meter; limit: string; notice: string }) {
  if (meter.level === 'normal') return null;
  return (
    <Alert
      type={meter.level === 'notice' ? 'info' : 'warning'}
      showIcon
      title={meter.level === 'limit' ? limit : notice}
    />
  );
}

/**
 * Plans and billing (spec 3 §2.11): contacts and emails used against the plan, the daily sending limit,
 * 'Buy credits' (for the primary owner, who alone pays) and 'Download report'.
 */
export function UsageCard({
  canBuy,
  canDownload,
  onBuyCredits,
}: {
  canBuy: boolean;
  /** The report is a download: not for members with limited access. */
  canDownload: boolean;
  onBuyCredits: () => void;
}) {
  const usage = useUsage();
  const [reportOpen, setReportOpen] = useState(false);
  const data = usage.data;
  return (
    <Card title="Usage" style={{ height: '100%' }}>
      {/* In the card's body rather than its header, where on a phone they would squeeze the title out. */}
      {(canDownload || canBuy) && (
        <Flex gap={8} wrap justify="end" style={{ marginBottom: 16 }}>
          {canDownload && (
            <Button onClick={() => setReportOpen(true)} disabled={!data}>
              Download report
            </Button>
          )}
          {canBuy && (
            <Button type="primary" onClick={onBuyCredits}>
              Buy credits
            </Button>
          )}
        </Flex>
      )}
      {usage.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
      {usage.isError && <Alert type="error" showIcon title={usage.error.message} />}
      {data && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            Billing period: {formatDate(data.period.start, data.timezone)} to{' '}
            {formatDate(data.period.end, data.timezone)}
          </Typography.Text>
          <MeterRow title="Contacts" meter={data.contacts} unit="contacts">
            <Typography.Text type="secondary">
              Archived and deleted contacts do not count toward your plan.
            </Typography.Text>
          </MeterRow>
          <MeterAlert
            meter={data.contacts}
            limit={PLAN_LIMIT_WARNING}
            notice={UsageMessages.contactsNotice(data.contacts.percent)}
          />
          <MeterRow title="Emails" meter={data.emails} unit="emails this billing period">
            <Typography.Text type="secondary">
              {formatCount(data.emails.planCredits)} from your plan
              {data.emails.creditsAdded > 0 && ` + ${formatCount(data.emails.creditsAdded)} credits bought`}
            </Typography.Text>
          </MeterRow>
          <MeterAlert
            meter={data.emails}
            limit={UsageMessages.emailCreditsUsed}
            notice={UsageMessages.emailsNotice(data.emails.percent)}
          />
          <MeterRow title="Sent today" meter={data.daily} unit="emails">
            <Typography.Text type="secondary">
              Daily sending limit: {formatCount(data.daily.allowed)} email/day. It can be raised on request.
            </Typography.Text>
          </MeterRow>
          {data.daily.level === 'limit' && (
            <Alert type="warning" showIcon title={UsageMessages.dailyLimitReached(data.daily.allowed)} />
          )}
        </Flex>
      )}
      {reportOpen && data && <UsageReportModal open usage={data} onClose={() => setReportOpen(false)} />}
    </Card>
  );
}
