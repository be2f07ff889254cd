import { Alert, Button, Flex, Modal, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { DNS_RECORD_LABELS, SenderDomainMessages, type DnsRecord } from '@sendwell/contracts';
import { isApiRequestError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useSenderDomain, useVerifySenderDomain } from '../api/sender-domains';
import { DOMAIN_STATUS_LABELS, RECORD_STATUS_LABELS } from './domain-labels';
import { SendDomainSettings } from './send-domain-settings';

const copyable = (text: string, what: string) => ({ text, tooltips: [`Copy ${what}`, 'Copied'] });

const columns: TableColumnsType<DnsRecord> = [
  {
    key: 'record',
    title: 'Record',
    width: 110,
    render: (_, record) => (
      <Flex vertical>
        <Typography.Text strong>{DNS_RECORD_LABELS[record.kind]}</Typography.Text>
        <Typography.Text type="secondary">{record.type}</Typography.Text>
      </Flex>
    ),
  },
  {
    key: 'host',
    title: 'Host',
    width: '30%',
    render: (_, record) => (
      <Typography.Text
        code
        copyable={copyable(record.host, `the host of the ${DNS_RECORD_LABELS[record.kind]} record`)}
        style={{ wordBreak: 'break-all' }}
      >
        {record.host}
      </Typography.Text>
    ),
  },
  {
    key: 'value',
    title: 'Value',
    render: (_, record) => (
      <Typography.Paragraph
        code
        copyable={copyable(record.value, `the value of the ${DNS_RECORD_LABELS[record.kind]} record`)}
        ellipsis={record.value.length > 120 ? { rows: 2, expandable: true, symbol: 'Show all' } : false}
        style={{ wordBreak: 'break-all', marginBottom: 0 }}
      >
        {record.value}
      </Typography.Paragraph>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    width: '24%',
    render: (_, record) => (
      <Flex vertical>
        <Typography.Text
          strong={record.status === 'verified'}
          {...(record.status === 'notChecked'
            ? { type: 'secondary' }
            : record.status === 'verified'
              ? {}
              : { type: 'danger' })}
        >
          {RECORD_STATUS_LABELS[record.status]}
        </Typography.Text>
        {record.found && <Typography.Text type="secondary">{record.found}</Typography.Text>}
      </Flex>
    ),
  },
];

/** The DNS records a domain needs, each copyable, and 'Verify' to look them up. */
export function DomainRecordsModal({ domainId, onClose }: { domainId: number; onClose: () => void }) {
  const domain = useSenderDomain(domainId);
  const verify = useVerifySenderDomain(domainId);
  const runVerify = () => verify.mutate();
  const detail = domain.data;

  return (
    <Modal
      open
      width={1040}
      title={detail ? `DNS records of ${detail.domain}` : 'DNS records'}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="verify" type="primary" loading={verify.isPending} disabled={!detail} onClick={runVerify}>
          Verify
        </Button>,
      ]}
    >
      {domain.isPending && <Spin />}
      {domain.isError && <Alert type="error" showIcon title={domain.error.message} />}
      {detail && (
        <Flex vertical gap={12}>
          <Typography.Text>
            Add these records at your DNS provider, then press Verify. Changes can take up to 48 hours to
            show.
          </Typography.Text>
          <Typography.Text>
            Status: <Typography.Text strong>{DOMAIN_STATUS_LABELS[detail.status]}</Typography.Text>
            {detail.checkedOn && (
              <Typography.Text type="secondary">
                {' '}
                (checked {formatDateTime(detail.checkedOn)})
              </Typography.Text>
            )}
          </Typography.Text>
          {detail.status === 'verified' && (
            <Alert type="success" showIcon title={SenderDomainMessages.verified} />
          )}
          {detail.status === 'notVerified' && !verify.isPending && (
            <Alert type="warning" showIcon title={SenderDomainMessages.notVerified} />
          )}
          {verify.isError && (
            <Alert
              type="error"
              showIcon
              title={isApiRequestError(verify.error) ? verify.error.message : SenderDomainMessages.dnsFailed}
            />
          )}
          <Table
            rowKey="kind"
            columns={columns}
            dataSource={detail.records}
            pagination={false}
            size="small"
          />
          <SendDomainSettings domainId={detail.id} />
        </Flex>
      )}
    </Modal>
  );
}
