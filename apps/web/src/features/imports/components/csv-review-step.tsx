import { Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EMAIL_MAPPING_KEY, EMAIL_MAPPING_LABEL, type CsvMappingEntry } from '@sendwell/contracts';
import { importedColumns, isValidEmail, parsePropertyValue, RowErrorReasons } from '@sendwell/domain';

interface ReviewRow {
  key: number;
  cells: string[];
}

/** Why the import would skip this cell's row, or null when it fits its target. */
const cellProblem = (entry: CsvMappingEntry, value: string): string | null => {
  if (entry.key === EMAIL_MAPPING_KEY) {
    if (value.trim() === '') return RowErrorReasons.emailMissing;
    return isValidEmail(value.trim()) ? null : RowErrorReasons.emailInvalid;
  }
  if (!entry.type) return null;
  const typed = parsePropertyValue(value, entry.type);
  return typed.ok ? null : typed.reason;
};

interface CsvReviewStepProps {
  mapping: CsvMappingEntry[];
  samples: string[][];
  summary: string;
}

/** Step 3: the first 5 rows as they will be imported, ignored columns left out (spec §2.2). */
export function CsvReviewStep({ mapping, samples, summary }: CsvReviewStepProps) {
  const shown = importedColumns(mapping);
  const positions = shown.map((entry) => mapping.indexOf(entry));
  const rows: ReviewRow[] = samples.map((row, key) => ({ key, cells: positions.map((at) => row[at] ?? '') }));
  const anyProblem = rows.some((row) => row.cells.some((value, at) => cellProblem(shown[at]!, value)));

  const columns: TableColumnsType<ReviewRow> = shown.map((entry, at) => ({
    key: `${entry.header}-${at}`,
    title: (
      <Flex vertical>
        <span>{entry.header}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
          {entry.key === EMAIL_MAPPING_KEY ? EMAIL_MAPPING_LABEL : `${entry.key}${entry.type ? ` (${entry.type})` : ''}`}
        </Typography.Text>
      </Flex>
    ),
    ellipsis: true,
    render: (_, row) => {
      const value = row.cells[at] ?? '';
      const problem = cellProblem(entry, value);
      if (!problem) return value;
      return (
        <Tooltip title={problem}>
          <Typography.Text type="danger" aria-label={`${value || 'empty'}: ${problem}`}>
            {value || '(empty)'}
          </Typography.Text>
        </Tooltip>
      );
    },
  }));

  return (
    <Flex vertical gap={12}>
      <Typography.Text>{summary}</Typography.Text>
      <Table<ReviewRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="Sample rows to import"
      />
      {anyProblem && (
        <Typography.Text type="secondary">
          Values in red do not fit their column; those rows are skipped and listed in the error report, and
          the rest of the file is imported.
        </Typography.Text>
      )}
    </Flex>
  );
}
