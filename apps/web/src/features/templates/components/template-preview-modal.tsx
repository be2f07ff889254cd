import { useEffect, useState } from 'react';
import { Button, Flex, Modal, Tooltip } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Template } from '@sendwell/contracts';
import { paths } from '../../../lib/paths';
import type { PreviewDevice } from '../../../components/device-toggle';
import { PreviewFrame } from './preview-frame';

interface TemplatePreviewModalProps {
  /** The templates as the list shows them; the arrows and arrow keys move through them. */
  templates: readonly Template[];
  index: number | undefined;
  onIndexChange: (index: number | undefined) => void;
}

/** Spec 3 §2.7: one template at a time, desktop or mobile, the previous and next in the list a key away. */
export function TemplatePreviewModal({ templates, index, onIndexChange }: TemplatePreviewModalProps) {
  const navigate = useNavigate();
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const template = index === undefined ? undefined : templates[index];
  const first = index === 0;
  const last = index === templates.length - 1;

  useEffect(() => {
    if (index === undefined) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && index < templates.length - 1) onIndexChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, templates.length, onIndexChange]);

  return (
    <Modal
      open={template !== undefined}
      title={template?.name}
      width="55rem"
      onCancel={() => onIndexChange(undefined)}
      footer={
        <Flex justify="space-between" align="center">
          <Flex gap={8}>
            <Tooltip title={first ? "You're at the first template" : undefined}>
              <Button
                icon={<LeftOutlined aria-hidden />}
                aria-label="Previous template"
                disabled={first}
                onClick={() => index !== undefined && onIndexChange(index - 1)}
              />
            </Tooltip>
            <Tooltip title={last ? "You're at the last template" : undefined}>
              <Button
                icon={<RightOutlined aria-hidden />}
                aria-label="Next template"
                disabled={last}
                onClick={() => index !== undefined && onIndexChange(index + 1)}
              />
            </Tooltip>
          </Flex>
          {template && (
            <Button type="primary" onClick={() => void navigate(paths.templateDashboard(template.id))}>
              Open template
            </Button>
          )}
        </Flex>
      }
    >
      {template && (
        <PreviewFrame
          title={`Preview of ${template.name}`}
          src={paths.templatePreview(template.id, 'HTML')}
          device={device}
          onDeviceChange={setDevice}
        />
      )}
    </Modal>
  );
}
