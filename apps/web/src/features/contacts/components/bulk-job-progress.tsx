import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Flex, Progress, Typography } from 'antd';
import type { BulkContactsJob } from '@sendwell/contracts';
import { pluraliseContacts } from '@sendwell/domain';
import { useBulkJob } from '../api/get-bulk-job';
import { BULK_ACTION_COPY } from './bulk-action-copy';

interface BulkJobProgressProps {
  job: BulkContactsJob;
  /** The job ended and its outcome was told (a toast when done); a failure stays until dismissed. */
  onEnded: () => void;
}

/** How far a bulk action running in the background has got, and a toast when it is done. */
export function BulkJobProgress({ job: queued, onEnded }: BulkJobProgressProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const polled = useBulkJob(queued.id);
  const job = polled.data ?? queued;
  const copy = BULK_ACTION_COPY[job.action];

  useEffect(() => {
    if (job.state !== 'done') return;
    void message.success(copy.done(pluraliseContacts(job.changed)));
    // Contacts, lists' counts and segments all changed.
    void queryClient.invalidateQueries();
    onEnded();
  }, [job.state, job.changed, copy, message, queryClient, onEnded]);

  if (job.state === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        closable={{ onClose: onEnded, 'aria-label': 'Dismiss' }}
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
