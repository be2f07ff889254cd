import { useState } from 'react';
import { Flex, Spin, Tooltip, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import type { TemplateKind } from '@sendwell/contracts';
import { DeviceToggle, PREVIEW_WIDTHS, type PreviewDevice } from '../../../components/device-toggle';

const LABELS: Record<TemplateKind, { title: string; tip: string }> = {
  AMP: { title: 'AMP version', tip: 'The AMP version renders on mail platforms that support AMP.' },
  HTML: {
    title: 'HTML version',
    tip: 'The HTML version renders on other mail platforms, and as the fallback of the AMP version.',
  },
};

/**
 * One version of the template in a frame with no script and no access to this app: the server sends the page
 * under a sandboxing Content-Security-Policy, and the frame sandboxes it again.
 */
function PreviewFrame({
  template,
  kind,
  device,
  showLabel,
  onLoad,
}: {
  template: PreviewedTemplate;
  kind: TemplateKind;
  device: PreviewDevice;
  showLabel: boolean;
  onLoad: () => void;
}) {
  return (
    <Flex vertical gap={8} style={{ width: PREVIEW_WIDTHS[device], maxWidth: '100%' }}>
      {showLabel && (
        <Flex gap={6} align="center">
          <Typography.Text strong>{LABELS[kind].title}</Typography.Text>
          <Tooltip title={LABELS[kind].tip}>
            <InfoCircleOutlined aria-label={LABELS[kind].tip} tabIndex={0} />
          </Tooltip>
        </Flex>
      )}
      <iframe
        title={`${LABELS[kind].title} of ${template.name}`}
        src={template.pageOf(kind)}
        sandbox=""
        onLoad={onLoad}
        style={{
          width: '100%',
          height: 720,
          border: '1px solid #e5e7eb',
          borderRadius: 8,
          background: '#fff',
        }}
      />
    </Flex>
  );
}

/** What a preview shows: the template's name, whether it has AMP, and the address of each version's page. */
export interface PreviewedTemplate {
  name: string;
  hasAMP: boolean;
  pageOf: (kind: TemplateKind) => string;
}

/**
 * Spec 3 §2.5: desktop or mobile, the AMP version beside its HTML fallback; a loader until a version shows.
 * The dashboard and a share link's public page show the same preview.
 */
export function TemplatePreview({ template }: { template: PreviewedTemplate }) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const [loaded, setLoaded] = useState(false);
  const kinds: TemplateKind[] = template.hasAMP ? ['AMP', 'HTML'] : ['HTML'];
  return (
    <Flex vertical gap={16}>
      <div>
        <DeviceToggle value={device} onChange={setDevice} />
      </div>
      <Spin spinning={!loaded} description="Loading preview">
        <Flex gap={24} wrap align="flex-start">
          {kinds.map((kind) => (
            <PreviewFrame
              key={kind}
              template={template}
              kind={kind}
              device={device}
              showLabel={template.hasAMP}
              onLoad={() => setLoaded(true)}
            />
          ))}
        </Flex>
      </Spin>
    </Flex>
  );
}
