import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ImportRecord } from '@sendwell/contracts';
import { formatCount } from '../../../lib/format';
import { errorReportUrl } from '../api/get-import';

const COUNT_LABELS: { key: keyof ImportRecord['counts']; label: string; help: string }[] = [
  { key: 'new', label: 'New', help: 'contacts created' },
  { key: 'updated', label: 'Updated', help: 'existing contacts with new values' },
  { key: 'unchanged', label: 'Unchanged', help: 'already up to date' },
  { key: 'invalid', label: 'Invalid', help: 'rows skipped' },
  { key: 'duplicates', label: 'Duplicates', help: 'repeated in the file' },
];

/** What an import did, row by row, with the skipped rows to download and fix. */
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
        column={5}
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
            {formatCount(record.counts.invalid)} {record.counts.invalid === 1 ? 'row was' : 'rows were'} skipped.
            The report lists each row, column, value and reason.
          </Typography.Text>
          <Button icon={<DownloadOutlined />} href={errorReportUrl(record.id)} download>
            Download error report
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
