import {
  Alert,
  Card,
  Col,
  Flex,
  Row,
  Skeleton,
  Statistic,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import type { CampaignReport, CampaignReportLink } from '@sendwell/contracts';
import { PageTitle } from '../../../components/page-heading';
import { formatCount, formatCountOf, formatDateTime, formatPercent } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCampaignReport } from '../api/get-campaign-report';
import { CampaignReportChart } from './campaign-report-chart';

const rateOf = (part: number, whole: number): string =>
  whole > 0 ? formatPercent(Math.round((part / whole) * 1000) / 10) : '–';

const linkColumns: TableColumnsType<CampaignReportLink> = [
  {
    key: 'url',
    title: 'Link',
    render: (_, link) => <Typography.Text style={{ wordBreak: 'break-all' }}>{link.url}</Typography.Text>,
  },
  {
    key: 'unique',
    title: 'Contacts who clicked',
    align: 'right',
    width: 190,
    render: (_, link) => formatCount(link.unique),
  },
  { key: 'total', title: 'Clicks', align: 'right', width: 120, render: (_, link) => formatCount(link.total) },
];

function Figure({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} />
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Card>
  );
}

function Figures({ report }: { report: CampaignReport }) {
  const figures = [
    {
      title: 'Sent',
      value: formatCount(report.sent),
      note: report.skipped > 0 ? `${formatCount(report.skipped)} skipped` : undefined,
    },
    {
      title: 'Delivered',
      value: formatCount(report.delivered),
      note: `${rateOf(report.delivered, report.sent)} of sent`,
    },
    {
      title: 'Opened',
      value: formatCount(report.opens.unique),
      note: `${rateOf(report.opens.unique, report.delivered)} of delivered · ${formatCountOf(report.opens.total, 'open', 'opens')}`,
    },
    {
      title: 'Clicked',
      value: formatCount(report.clicks.unique),
      note: `${rateOf(report.clicks.unique, report.delivered)} of delivered · ${formatCountOf(report.clicks.total, 'click', 'clicks')}`,
    },
    {
      title: 'Unsubscribed',
      value: formatCount(report.unsubscribes),
      note: `${rateOf(report.unsubscribes, report.delivered)} of delivered`,
    },
    {
      title: 'Bounced',
      value: formatCount(report.bounces.total),
      note: `${formatCount(report.bounces.hard)} hard · ${formatCount(report.bounces.soft)} soft`,
    },
    {
      title: 'Spam complaints',
      value: formatCount(report.complaints),
      note: `${rateOf(report.complaints, report.delivered)} of delivered`,
    },
    {
      title: 'Apple privacy opens',
      value: formatCount(report.applePrivacyOpens.unique),
      note: 'Loaded by Apple Mail on its own; not counted as opened',
    },
  ];
  return (
    <Row gutter={[12, 12]}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={12} md={6}>
          <Figure {...figure} />
        </Col>
      ))}
    </Row>
  );
}

/** /app/campaigns/:campaignId/report: what a campaign did, in the account's timezone. */
export function CampaignReportPage() {
  const campaignId = Number(useParams().campaignId);
  const report = useCampaignReport(campaignId);
  const data = report.data;

  return (
    <Flex vertical gap={16}>
      <Link to={paths.campaigns}>
        <ArrowLeftOutlined aria-hidden /> Campaigns
      </Link>
      <div>
        <PageTitle style={{ marginBottom: 4 }}>{data ? `${data.name}: report` : 'Campaign report'}</PageTitle>
        {data && (
          <Typography.Text type="secondary">
            {data.subject ? `“${data.subject}” · ` : ''}
            {data.sentAt ? `Sent ${formatDateTime(data.sentAt, data.timezone)}` : 'Not sent yet'} · Times in{' '}
            {data.timezone}
          </Typography.Text>
        )}
      </div>
      {report.isError ? (
        <Alert type="error" showIcon title={report.error.message} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Figures report={data} />
          <Card size="small" title={<h2 style={{ font: 'inherit', margin: 0 }}>Over time</h2>}>
            <CampaignReportChart series={data.series} />
          </Card>
          <Card size="small" title={<h2 style={{ font: 'inherit', margin: 0 }}>Clicks per link</h2>}>
            <Table
              size="small"
              rowKey="url"
              columns={linkColumns}
              dataSource={data.clicks.links}
              pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
              locale={{ emptyText: 'No clicks yet' }}
              // On a phone the table scrolls inside its card rather than wrapping a link a letter a line.
              scroll={{ x: 560 }}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
