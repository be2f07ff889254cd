import { useId } from 'react';
import { Alert, Collapse, Flex, Progress, Skeleton, Switch, Tag, Typography } from 'antd';
import { CheckCircleFilled, InfoCircleFilled, WarningFilled } from '@ant-design/icons';
import {
  FINDING_KIND_LABELS,
  FindingKind,
  type TemplateCheck,
  type TemplateFinding,
} from '@sendwell/contracts';
import { errorMessage } from '../../../lib/api-client';
import { checkerSummary, kilobytes } from './checker-summary';
import { useTemplateCheck } from './get-template-check';

/** Icon colours chosen for 3:1 against white, as WCAG asks of meaningful graphics. */
const WARNING_COLOR = '#b45309';
const NOTE_COLOR = '#1d4ed8';
const OK_COLOR = '#15803d';

function SeverityTag({ severity }: { severity: TemplateFinding['severity'] }) {
  return severity === 'warning' ? (
    <Tag icon={<WarningFilled aria-hidden style={{ color: WARNING_COLOR }} />}>Warning</Tag>
  ) : (
    <Tag icon={<InfoCircleFilled aria-hidden style={{ color: NOTE_COLOR }} />}>Note</Tag>
  );
}

const URL_PATTERN = /(https:\/\/[^\s]+[^\s.,;)])/;

/** A fix's text with its web addresses (caniemail's pages) as links that open beside the app. */
function TextWithLinks({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Typography.Link key={index} href={part} target="_blank" rel="noopener noreferrer" underline>
        {part}
      </Typography.Link>
    ) : (
      part
    ),
  );
}

function FindingItem({ finding }: { finding: TemplateFinding }) {
  const place = [
    finding.where,
    finding.line === null ? null : `line ${finding.line}`,
    finding.count > 1 ? `and ${finding.count - 1} more ${finding.count === 2 ? 'place' : 'places'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}>
      <Flex vertical gap={6}>
        <Flex gap={8} align="flex-start">
          <SeverityTag severity={finding.severity} />
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{finding.message}</Typography.Text>
        </Flex>
        {place && (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            Where: <Typography.Text code>{place}</Typography.Text>
          </Typography.Text>
        )}
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>
          <Typography.Text strong>How to fix: </Typography.Text>
          <TextWithLinks text={finding.fix} />
        </Typography.Text>
      </Flex>
    </li>
  );
}

function SizeMeter({ check }: { check: TemplateCheck }) {
  const percent = Math.round((check.sizeBytes / check.clipLimitBytes) * 100);
  return (
    <Flex vertical gap={2}>
      <Typography.Text>
        Size: {kilobytes(check.sizeBytes)} of Gmail&apos;s {kilobytes(check.clipLimitBytes)} clipping limit
      </Typography.Text>
      <Progress
        percent={Math.min(percent, 100)}
        format={() => `${percent}%`}
        status={percent > 100 ? 'exception' : 'normal'}
        strokeColor={percent > 100 ? undefined : percent >= 75 ? WARNING_COLOR : OK_COLOR}
        aria-label={`Size: ${percent}% of Gmail's clipping limit`}
        size="small"
      />
    </Flex>
  );
}

function FindingGroups({ findings }: { findings: readonly TemplateFinding[] }) {
  const groups = FindingKind.options
    .map((kind) => ({ kind, items: findings.filter((finding) => finding.kind === kind) }))
    .filter((group) => group.items.length > 0);
  if (groups.length === 0)
    return (
      <Flex gap={8} align="center">
        <CheckCircleFilled aria-hidden style={{ color: OK_COLOR }} />
        <Typography.Text>No problems found.</Typography.Text>
      </Flex>
    );
  return (
    <Collapse
      size="small"
      defaultActiveKey={groups
        .filter((group) => group.items.some((finding) => finding.severity === 'warning'))
        .map((group) => group.kind)}
      items={groups.map(({ kind, items }) => {
        const warnings = items.filter((finding) => finding.severity === 'warning').length;
        return {
          key: kind,
          label: (
            <Flex justify="space-between" gap={8}>
              <span>{FINDING_KIND_LABELS[kind]}</span>
              <Typography.Text type="secondary">
                {warnings > 0
                  ? `${warnings} to check`
                  : `${items.length} ${items.length === 1 ? 'note' : 'notes'}`}
              </Typography.Text>
            </Flex>
          ),
          children: (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((finding, index) => (
                <FindingItem key={index} finding={finding} />
              ))}
            </ul>
          ),
        };
      })}
    />
  );
}

/**
 * What the template checker finds in a template's current HTML, grouped by kind, each with where it is and
 * how to fix it. With `onDarkModeChange`, a switch asks the preview beside it to show the dark-mode rendering.
 * Nothing here stops a template from being saved or sent.
 */
export function TemplateCheckerPanel({
  templateId,
  darkMode = false,
  onDarkModeChange,
}: {
  templateId: number;
  darkMode?: boolean;
  onDarkModeChange?: (darkMode: boolean) => void;
}) {
  const check = useTemplateCheck(templateId);
  const headingId = useId();
  const switchId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
            Template checker
          </Typography.Title>
          {onDarkModeChange && (
            <Flex gap={8} align="center">
              <Switch id={switchId} checked={darkMode} onChange={onDarkModeChange} size="small" />
              <label htmlFor={switchId}>Dark mode</label>
            </Flex>
          )}
        </Flex>
        {check.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
        {check.isError && (
          <Alert type="error" title="Could not check this template" description={errorMessage(check.error)} />
        )}
        {check.data && (
          <>
            <Typography.Text strong style={{ fontSize: 16 }} role="status">
              {checkerSummary(check.data.findings)}
            </Typography.Text>
            <SizeMeter check={check.data} />
            <FindingGroups findings={check.data.findings} />
          </>
        )}
      </Flex>
    </section>
  );
}
