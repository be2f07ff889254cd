import { Alert, Button, Checkbox, Flex, Form, Tooltip, Typography, Upload, theme } from 'antd';
import { DeleteOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { isCsvFileName } from '@sendwell/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { formatCountOf } from '../../../lib/format';
import { sampleCsvUrl } from '../api/get-import';
import type { CsvFileState } from '../hooks/use-csv-file';
import type { ListTargetState } from '../hooks/use-list-target';
import { ListTargetFields } from './list-target-fields';

const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
};

interface CsvUploadStepProps {
  list: ListTargetState;
  csv: CsvFileState;
  /** A message for the file from the server (uploadError), shown like the browser's own checks. */
  fileError?: string;
  onChoose: (file: File) => void;
  /** Removing the file clears every message about it (spec §4.1). */
  onRemove: () => void;
}

/** Step 1: which list, which file, and whether its first row is a header (spec §2.2, §4.1). */
export function CsvUploadStep({ list, csv, fileError, onChoose, onRemove }: CsvUploadStepProps) {
  const user = useCurrentUser();
  const { token } = theme.useToken();
  const error = csv.error ?? fileError;
  const { file, preview } = csv;

  return (
    <Flex vertical gap={20}>
      <Form layout="vertical" requiredMark={false} component="div">
        <ListTargetFields idPrefix="csv-import" state={list} />
      </Form>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Typography.Text strong>CSV file</Typography.Text>
          <Typography.Link href={sampleCsvUrl(user.id)} target="_blank" rel="noopener">
            Download a sample CSV
          </Typography.Link>
        </Flex>
        <Upload.Dragger
          accept=".csv"
          multiple={false}
          showUploadList={false}
          // The file is read here and sent with the mapping at the end, never on its own.
          beforeUpload={(chosen) => {
            onChoose(chosen);
            return Upload.LIST_IGNORE;
          }}
          // A dropped file of another type would be filtered out without a word; take it so its message shows.
          onDrop={(event) => {
            const dropped = Array.from(event.dataTransfer.files);
            const [first] = dropped;
            if (first && !dropped.some((candidate) => isCsvFileName(candidate.name))) onChoose(first);
          }}
          style={error ? { borderColor: token.colorError, background: token.colorErrorBg } : undefined}
        >
          <p className="ant-upload-drag-icon" style={{ marginBottom: 8 }}>
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">
            Drag and drop a CSV here or <Typography.Link>Browse files</Typography.Link>
          </p>
          <p className="ant-upload-hint">Only .csv files. Large files are fine: they are imported in the background.</p>
        </Upload.Dragger>
        {file && (
          <Flex
            align="center"
            gap={10}
            style={{
              border: `1px solid ${error ? token.colorError : token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              padding: '8px 12px',
            }}
          >
            <FileTextOutlined style={{ fontSize: 20, color: error ? token.colorError : token.colorPrimary }} />
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong ellipsis>
                {file.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatSize(file.size)}
                {preview && !preview.error && ` · ${formatCountOf(preview.headers.length, 'column', 'columns')}`}
                {csv.delimiter && !error && ` · ${DELIMITER_NAMES[csv.delimiter] ?? csv.delimiter}-separated`}
                {!csv.isParsed && ' · reading…'}
              </Typography.Text>
            </Flex>
            <Tooltip title="Remove file">
              <Button type="text" aria-label="Remove file" icon={<DeleteOutlined />} onClick={onRemove} />
            </Tooltip>
          </Flex>
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <Checkbox checked={!csv.noHeader} onChange={(event) => csv.setNoHeader(!event.target.checked)}>
          The first row has column headers
        </Checkbox>
      </Flex>
    </Flex>
  );
}
