import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Flex, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  ExportMessages,
  RoleMessages,
  SUBMISSION_COLUMNS,
  SUBMISSIONS_PAGE_SIZE,
  TemplateSubmissionMessages,
  templateSubmissionRoutes,
  type SubmissionHeader,
  type SubmissionRow,
} from '@sendwell/contracts';
import { isSubmissionDateColumn, orderSubmissionHeaders, submissionsHeading } from '@sendwell/domain';
import { ErrorResult } from '../../../components/error-result';
import { errorMessage } from '../../../lib/api-client';
import { useMayCall } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { useExportTemplateSubmissions, useTemplateSubmissions } from '../api/get-template-submissions';

/** Spec 3 §9: export notifications stay 7 seconds. */
const NOTICE_SECONDS = 7;
const columnsOf = (headers: readonly SubmissionHeader[]): TableColumnsType<SubmissionRow> =>
  orderSubmissionHeaders(headers).map((header) => {
    const fixed = header.key === SUBMISSION_COLUMNS.submittedBy;
    const isDate = isSubmissionDateColumn(header.key);
    return {
      key: header.key,
      title: header.title,
      fixed: fixed ? ('left' as const) : undefined,
      width: fixed ? 240 : isDate ? 130 : 200,
      ellipsis: !fixed && !isDate ? { showTitle: true } : undefined,
      render: (_: unknown, row: SubmissionRow) => row.values[header.key] ?? '—',
    };
  });

/** Spec 3 §2.5: the template's submissions, 7 a page, and their export to the Download centre. */
export function TemplateSubmissionsTab({ templateId }: { templateId: number }) {
  const { notification } = App.useApp();
  const [page, setPage] = useState(1);
  const submissions = useTemplateSubmissions(templateId, page);
  const exportSubmissions = useExportTemplateSubmissions();
  const mayExport = useMayCall(templateSubmissionRoutes.exportSubmissions);
  const columns = useMemo(() => columnsOf(submissions.data?.headers ?? []), [submissions.data?.headers]);
  const tableRef = useRef<HTMLDivElement>(null);
  // A table wider than the page scrolls sideways; keyboard users need to reach that scroll area too.
  useEffect(() => {
    const scroller = tableRef.current?.querySelector('.ant-table-content');
    scroller?.setAttribute('tabindex', '0');
    scroller?.setAttribute('role', 'region');
    scroller?.setAttribute('aria-label', 'Submissions table');
  }, [columns, submissions.data]);

  if (submissions.isError) return <ErrorResult error={submissions.error} />;
  const count = submissions.data?.submissionCount ?? 0;

  const startExport = () =>
    exportSubmissions.mutate(templateId, {
      onSuccess: () =>
        notification.info({
          key: 'submissions-export',
          title: TemplateSubmissionMessages.exportStartedTitle,
          description: ExportMessages.startedText,
          duration: NOTICE_SECONDS,
          actions: (
            <Button type="primary" size="small" href={paths.downloadCentre} target="_blank" rel="noopener">
              {ExportMessages.goToDownloadCentre}
            </Button>
          ),
        }),
      onError: (error) =>
        notification.error({
          key: 'submissions-export',
          title: TemplateSubmissionMessages.exportFailedTitle,
          description: errorMessage(error),
          duration: NOTICE_SECONDS,
        }),
    });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {submissionsHeading(count)}
        </Typography.Title>
        <Tooltip title={mayExport ? undefined : RoleMessages.limitedAccess}>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            onClick={startExport}
            loading={exportSubmissions.isPending}
            disabled={!mayExport || count === 0}
          >
            Export submissions
          </Button>
        </Tooltip>
      </Flex>
      <div ref={tableRef}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={submissions.data?.data}
          loading={submissions.isFetching}
          tableLayout="fixed"
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: SUBMISSIONS_PAGE_SIZE,
            total: count,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </div>
    </Flex>
  );
}
