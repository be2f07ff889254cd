import { useState } from 'react';
import { Alert, App, Button, DatePicker, Descriptions, Flex, List, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { CampaignMessages, FINDING_KIND_LABELS, type CampaignRecord } from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { useCampaignReview, useScheduleCampaign, useSendCampaignTest } from '../api/compose-campaign';
import { useSendCampaign } from '../api/send-campaign';

/** The picker's value as the server reads it: a local date and time of the account's timezone. */
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** Step 4: whom it reaches, what is missing, the checker's findings, a preview, a test, and send or schedule. */
export function ComposeReviewStep({ campaign }: { campaign: CampaignRecord }) {
  const { message } = App.useApp();
  const review = useCampaignReview(campaign.id, true);
  const test = useSendCampaignTest();
  const send = useSendCampaign();
  const schedule = useScheduleCampaign();
  const [sendAt, setSendAt] = useState<Dayjs | null>(null);

  if (review.isError) return <Alert type="error" showIcon title={errorMessage(review.error)} />;
  if (!review.data) return <Typography.Text type="secondary">Loading the review…</Typography.Text>;
  const { audienceCount, excludedCount, suppressedCount, problems, check, preview, timezone } = review.data;
  const ready = problems.length === 0 && audienceCount > 0;
  const failure = [test, send, schedule].find((mutation) => mutation.isError)?.error;

  return (
    <Flex vertical gap={24}>
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ maxWidth: 640 }}
        items={[
          { key: 'audience', label: 'Contacts it goes to', children: formatCount(audienceCount) },
          { key: 'excluded', label: 'Left out by exclusions', children: formatCount(excludedCount) },
          {
            key: 'suppressed',
            label: 'Unsubscribed, blocked or opted out',
            children: formatCount(suppressedCount),
          },
        ]}
      />
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Before it can be sent"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((problem) => (
                <li key={problem.field}>{problem.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {check && (
        <section aria-labelledby="campaign-checks">
          <Typography.Title level={2} id="campaign-checks" style={{ fontSize: 16 }}>
            Template checks
          </Typography.Title>
          {check.findings.length === 0 ? (
            <Typography.Text type="secondary">No problems found.</Typography.Text>
          ) : (
            <List
              size="small"
              bordered
              style={{ maxWidth: 640 }}
              dataSource={check.findings}
              renderItem={(finding) => (
                <List.Item>
                  <Typography.Text strong>{FINDING_KIND_LABELS[finding.kind]}:</Typography.Text>&nbsp;
                  {finding.message}
                </List.Item>
              )}
            />
          )}
        </section>
      )}
      {preview && (
        <section aria-labelledby="campaign-preview">
          <Typography.Title level={2} id="campaign-preview" style={{ fontSize: 16 }}>
            Preview
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {preview.contactEmail
              ? `As ${preview.contactEmail} will read it.`
              : 'No contact yet: merge tags show their defaults.'}
          </Typography.Paragraph>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'subject', label: 'Subject', children: preview.subject || '—' },
              { key: 'preheader', label: 'Preheader', children: preview.preheader || '—' },
            ]}
          />
          <iframe
            title="Campaign preview"
            sandbox=""
            srcDoc={preview.html}
            style={{
              width: '100%',
              maxWidth: 680,
              height: 480,
              border: '1px solid #d9d9d9',
              borderRadius: 8,
            }}
          />
        </section>
      )}
      {failure && <Alert type="error" showIcon role="alert" title={errorMessage(failure)} />}
      <Flex gap={12} wrap align="center">
        <Button
          onClick={() =>
            test.mutate(campaign.id, { onSuccess: (answer) => void message.success(answer.message) })
          }
          loading={test.isPending}
          disabled={!preview}
        >
          Send test email
        </Button>
        <Button
          type="primary"
          disabled={!ready}
          loading={send.isPending}
          // Once sending starts the page shows its progress in place of the steps.
          onClick={() => send.mutate(campaign.id)}
        >
          Send now
        </Button>
      </Flex>
      <Flex gap={12} wrap align="flex-end">
        <Flex vertical gap={4}>
          <label htmlFor="campaign-send-at">Send at ({timezone})</label>
          <DatePicker
            id="campaign-send-at"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            value={sendAt}
            onChange={setSendAt}
            placeholder="Choose a date and time"
          />
        </Flex>
        <Button
          disabled={!ready || !sendAt}
          loading={schedule.isPending}
          onClick={() =>
            sendAt &&
            schedule.mutate(
              { campaignId: campaign.id, sendAt: sendAt.format(LOCAL_FORMAT) },
              { onSuccess: () => void message.success(CampaignMessages.scheduled) },
            )
          }
        >
          Schedule
        </Button>
      </Flex>
    </Flex>
  );
}
