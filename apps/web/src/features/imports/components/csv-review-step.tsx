import { Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { EMAIL_MAPPING_KEY, EMAIL_MAPPING_LABEL, type CsvMappingEntry } from '@sendwell/contracts';
import {
  importedColumns,
  isValidEmail,
  parsePropertyValue,
  ReportSeverity,
  RowErrorReasons,
  type ValueFormats,
} from '@sendwell/domain';

interface ReviewRow {
  key: number;
  cells: string[];
}

interface CellProblem {
  reason: string;
  /** error: the row is skipped; warning: the value is left empty and the contact imported. */
  severity: ReportSeverity;
}

/** What the import would do about this cell, or null when it fits its target. */
const cellProblem = (entry: CsvMappingEntry, value: string, formats: ValueFormats): CellProblem | null => {
  if (entry.key === EMAIL_MAPPING_KEY) {
    if (value.trim() === '') return { reason: RowErrorReasons.emailMissing, severity: ReportSeverity.error };
    return isValidEmail(value.trim()) ? null : { reason: RowErrorReasons.emailInvalid, severity: ReportSeverity.error };
  }
  if (!entry.type) return null;
  const typed = parsePropertyValue(value, entry.type, formats);
  return typed.ok ? null : { reason: typed.reason, severity: ReportSeverity.warning };
};

interface CsvReviewStepProps {
  mapping: CsvMappingEntry[];
  samples: string[][];
  summary: string;
  /** How the file writes dates and numbers, as chosen at the mapping step. */
  formats: ValueFormats;
}

/** Step 3: the first 5 rows as they will be imported, ignored columns left out (spec §2.2). */
export function CsvReviewStep({ mapping, samples, summary, formats }: CsvReviewStepProps) {
  const shown = importedColumns(mapping);
  const positions = shown.map((entry) => mapping.indexOf(entry));
  const rows: ReviewRow[] = samples.map((row, key) => ({ key, cells: positions.map((at) => row[at] ?? '') }));
  const problems = rows.flatMap((row) => row.cells.map((value, at) => cellProblem(shown[at]!, value, formats)));
  const anyError = problems.some((problem) => problem?.severity === ReportSeverity.error);
  const anyWarning = problems.some((problem) => problem?.severity === ReportSeverity.warning);

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
      const problem = cellProblem(entry, value, formats);
      if (!problem) return value;
      return (
        <Tooltip title={problem.reason}>
          <Typography.Text
            type={problem.severity === ReportSeverity.error ? 'danger' : 'warning'}
            aria-label={`${value || 'empty'}: ${problem.reason}`}
          >
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
      {anyError && (
        <Typography.Text type="secondary">
          Rows with an e-mail in red are skipped and listed in the report; the rest of the file is imported.
        </Typography.Text>
      )}
      {anyWarning && (
        <Typography.Text type="secondary">
          Values in orange do not fit their column in the chosen format: they are left empty, their contacts
          are imported, and the report lists them as warnings.
        </Typography.Text>
      )}
    </Flex>
  );
}
