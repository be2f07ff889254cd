import { Card, Empty, Flex, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { pluraliseContacts } from '@sendwell/domain';
import { useVersionCount } from '../api/copilot-api';
import type { SegmentVersion } from '../hooks/use-copilot-conversation';

function VersionCount({ version }: { version: SegmentVersion }) {
  const count = useVersionCount(version.definition);
  if (count.isError) return <>count unavailable</>;
  if (count.data === undefined) return <>counting contacts…</>;
  return <>{pluraliseContacts(count.data)}</>;
}

interface VersionButtonProps {
  version: SegmentVersion;
  previewing: boolean;
  onPreview: () => void;
}

/** 'Version #n · count contacts' with 'Click to preview' or 'Previewing' under it (spec 1 §2.3). */
function VersionButton({ version, previewing, onPreview }: VersionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={previewing}
      onClick={onPreview}
      style={{
        all: 'unset',
        boxSizing: 'border-box',
        width: '100%',
        cursor: 'pointer',
        padding: '8px 12px',
        borderRadius: 8,
        border: `1px solid ${previewing ? '#1677ff' : '#d9d9d9'}`,
        background: previewing ? '#f0f6ff' : '#fff',
      }}
      className="copilot-version"
    >
      <Flex justify="space-between" align="center" gap={8}>
        <div>
          <Typography.Text strong>
            Version #{version.version} · <VersionCount version={version} />
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">{previewing ? 'Previewing' : 'Click to preview'}</Typography.Text>
        </div>
        {previewing && <CheckCircleFilled aria-hidden style={{ color: '#1677ff' }} />}
      </Flex>
    </button>
  );
}

interface CopilotPreviewProps {
  versions: SegmentVersion[];
  previewing: number | null;
  onPreview: (version: number) => void;
}

/** The right column: the versions made so far and the one being previewed. */
export function CopilotPreview({ versions, previewing, onPreview }: CopilotPreviewProps) {
  const shown = versions.find((version) => version.version === previewing);
  return (
    <Flex vertical gap={16} style={{ height: '100%', minHeight: 0, overflowY: 'auto' }}>
      {shown ? (
        <Card size="small" title={`Version #${shown.version} preview`} aria-label="Segment preview">
          <Flex vertical gap={8}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              <VersionCount version={shown} />
            </Typography.Title>
            <Typography.Text type="secondary">AI generated segment · Dynamic</Typography.Text>
            <Typography.Paragraph style={{ marginBottom: 0 }}>{shown.analysis}</Typography.Paragraph>
          </Flex>
        </Card>
      ) : (
        <Card size="small" aria-label="Segment preview">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Your segment appears here once the AI has built it from your prompt."
          />
        </Card>
      )}
      {versions.length > 0 && (
        <section aria-label="Versions">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Versions
          </Typography.Title>
          <Flex vertical gap={8}>
            {[...versions].reverse().map((version) => (
              <VersionButton
                key={version.version}
                version={version}
                previewing={version.version === previewing}
                onPreview={() => onPreview(version.version)}
              />
            ))}
          </Flex>
        </section>
      )}
    </Flex>
  );
}
