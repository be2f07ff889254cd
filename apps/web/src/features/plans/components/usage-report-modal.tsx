import { Button, Descriptions, Modal, theme, Typography } from 'antd';
import type { UsageSummary } from '@sendwell/contracts';
import { formatCount, formatDate } from '../../../lib/format';
import { usageReportUrl } from '../api/get-usage';

/**
 * 'Download report' (spec 3 §2.11): the email usage of the billing period so far, and its day-by-day CSV
 * file (emails sent and contacts emailed each day, in the account's timezone).
 */
export function UsageReportModal({
  open,
  usage,
  onClose,
}: {
  open: boolean;
  usage: UsageSummary;
  onClose: () => void;
}) {
  const { token } = theme.useToken();
  const { emails, daily, timezone } = usage;
  return (
    <Modal
      open={open}
      title="Email usage report"
      onCancel={onClose}
      footer={[
        <Button key="done" onClick={onClose}>
          Done
        </Button>,
        <Button key="download" type="primary" href={usageReportUrl} download>
          Download CSV
        </Button>,
      ]}
    >
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { color: token.colorTextSecondary } }}
        items={[
          {
            key: 'period',
            label: 'Billing period',
            children: `${formatDate(usage.period.start, timezone)} to ${formatDate(usage.period.end, timezone)}`,
          },
          { key: 'sent', label: 'Emails sent', children: formatCount(emails.used) },
          {
            key: 'credits',
            label: 'Email credits',
            children: `${formatCount(emails.allowed)} (${formatCount(emails.planCredits)} from your plan, ${formatCount(emails.creditsAdded)} bought)`,
          },
          { key: 'left', label: 'Credits left', children: formatCount(usage.remainingInPeriod) },
          {
            key: 'today',
            label: 'Sent today',
            children: `${formatCount(daily.used)} of ${formatCount(daily.allowed)} email/day`,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        The report has a row for each day of the billing period up to today, in your account&apos;s timezone (
        {timezone}): the emails sent and the contacts they went to.
      </Typography.Paragraph>
    </Modal>
  );
}
