import { Alert, Descriptions, Flex, Typography } from 'antd';
import type { ImportRecord } from '@sendwell/contracts';
import { formatCount } from '../../../lib/format';
import { reportSummaryText } from './import-counts-text';
import { ErrorReportDownload } from './import-report-button';

const COUNT_LABELS: { key: keyof ImportRecord['counts']; label: string; help: string }[] = [
  { key: 'new', label: 'New', help: 'contacts created' },
  { key: 'updated', label: 'Updated', help: 'existing contacts with new values' },
  { key: 'unchanged', label: 'Unchanged', help: 'already up to date' },
  { key: 'invalid', label: 'Invalid', help: 'rows skipped' },
  { key: 'duplicates', label: 'Duplicates', help: 'repeated in the file' },
  { key: 'warnings', label: 'Warnings', help: 'values left empty' },
];

/** What an import did, row by row, with the skipped rows and left-out values to download and fix. */
export function ImportResultSummary({ record }: { record: ImportRecord }) {
  if (record.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title="The import stopped"
        description={record.error?.message ?? 'Something went wrong'}
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        bordered
        column={3}
        layout="vertical"
        aria-label="Import result"
        items={COUNT_LABELS.map(({ key, label, help }) => ({
          key,
          label,
          children: (
            <Flex vertical>
              <Typography.Text strong style={{ fontSize: 18 }} aria-label={`${label}: ${record.counts[key]}`}>
                {formatCount(record.counts[key])}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {help}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
      {record.hasErrorReport && (
        <Flex align="center" gap={8} wrap>
          <Typography.Text type="secondary">
            {reportSummaryText(record.counts)} The report lists each row, column, value, severity and reason.
          </Typography.Text>
          <ErrorReportDownload record={record} />
        </Flex>
      )}
    </Flex>
  );
}
