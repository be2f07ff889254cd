import { Button, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { importRoutes, type ImportRecord } from '@sendwell/contracts';
import { useMayCall } from '../../../lib/current-user';
import { errorReportUrl } from '../api/get-import';

/*
 * The report's buttons, apart from the result summary: the lists page's import notices show one, and need
 * not download the summary's Descriptions with it.
 */

/**
 * The report of an import, for members who may read it: it quotes contacts' data, so members with limited
 * access are told to ask, as for exports.
 */
export function ErrorReportDownload({ record, link }: { record: ImportRecord; link?: boolean }) {
  const mayDownload = useMayCall(importRoutes.errorReport);
  if (!record.hasErrorReport) return null;
  if (!mayDownload)
    return <Typography.Text type="secondary">Ask a member with full access for the report.</Typography.Text>;
  return <ReportButton importId={record.id} link={link} />;
}

export function ReportButton({ importId, size, link }: { importId: number; size?: 'small'; link?: boolean }) {
  return (
    <Button
      type={link ? 'link' : 'default'}
      size={size}
      icon={<DownloadOutlined />}
      href={errorReportUrl(importId)}
      download
      style={link ? { paddingInline: 0 } : undefined}
    >
      Download report
    </Button>
  );
}
