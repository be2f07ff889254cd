import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Flex, Progress, Typography } from 'antd';
import type { BulkContactsJob } from '@sendwell/contracts';
import { pluraliseContacts } from '@sendwell/domain';
import { BULK_ACTION_COPY } from './bulk-action-copy';

interface BulkJobsProgressProps {
  /** The account's bulk actions running in the background, and those just ended, oldest first. */
  jobs: readonly BulkContactsJob[];
  /** The user closed the job's outcome, or it was told by a toast. */
  onDismiss: (jobId: string) => void;
}

/** The bulk actions running in the background, each with how far it has got. */
export function BulkJobsProgress({ jobs, onDismiss }: BulkJobsProgressProps) {
  return (
    <Flex vertical gap={8}>
      {jobs.map((job) => (
        <BulkJobProgress key={job.id} job={job} onDismiss={onDismiss} />
      ))}
    </Flex>
  );
}

/**
 * How far one bulk action has got. One that ends while the page is open is told by a toast; one that had
 * ended before the page opened, or failed, stays as a line until dismissed.
 */
function BulkJobProgress({ job, onDismiss }: { job: BulkContactsJob; onDismiss: (jobId: string) => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const endedBeforeOpening = useRef(job.state === 'done');
  const copy = BULK_ACTION_COPY[job.action];

  useEffect(() => {
    if (job.state !== 'done' || endedBeforeOpening.current) return;
    void message.success(copy.done(pluraliseContacts(job.changed)));
    // Contacts, lists' counts and segments all changed.
    void queryClient.invalidateQueries();
    onDismiss(job.id);
  }, [job.state, job.changed, job.id, copy, message, queryClient, onDismiss]);

  const dismiss = { onClose: () => onDismiss(job.id), 'aria-label': 'Dismiss' };
  if (job.state === 'done')
    return (
      <Alert type="success" showIcon closable={dismiss} title={copy.done(pluraliseContacts(job.changed))} />
    );
  if (job.state === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        closable={dismiss}
        title={`${copy.button} did not finish: ${job.error ?? 'something went wrong'}`}
        description={
          job.processed > 0
            ? `${pluraliseContacts(job.changed)} had been changed.`
            : 'No contact was changed.'
        }
      />
    );
  const percent = job.total > 0 ? Math.floor((job.processed / job.total) * 100) : 0;
  return (
    <Flex
      role="status"
      aria-label="Bulk action in progress"
      vertical
      gap={4}
      style={{ padding: '8px 12px', background: 'rgba(22, 119, 255, 0.06)', borderRadius: 8 }}
    >
      <Typography.Text>
        {job.total > 0
          ? `${copy.running}: ${job.processed.toLocaleString('en-US')} of ${pluraliseContacts(job.total)}`
          : `${copy.running}: getting the contacts ready`}
        . It goes on if you leave this page.
      </Typography.Text>
      <Progress percent={percent} status="active" aria-label={`${copy.running}, ${percent}% done`} />
    </Flex>
  );
}
