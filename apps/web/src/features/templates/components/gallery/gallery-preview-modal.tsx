import { useEffect, useState } from 'react';
import { Button, Flex, Modal, Tag, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { GalleryMessages, type GalleryTemplateSummary } from '@sendwell/contracts';
import { isListedGalleryTemplate, relatedGalleryTemplates } from '@sendwell/domain';
import { galleryPreviewUrl } from '../../api/get-gallery';
import type { PreviewDevice } from '../../../../components/device-toggle';
import { PreviewFrame } from '../preview-frame';

interface GalleryPreviewModalProps {
  open: boolean;
  /** The templates as the grid shows them; the arrows and arrow keys move through them. */
  templates: readonly GalleryTemplateSummary[];
  /** Every gallery template, where related ones are found. */
  all: readonly GalleryTemplateSummary[];
  templateId: number;
  onTemplateChange: (id: number) => void;
  onClose: () => void;
  onUse: (id: number) => void;
  onStartFromScratch: () => void;
}

/** Spec 3 §2.7: one gallery template at a time, its neighbours a key away, two related ones beside it. */
export function GalleryPreviewModal({
  open,
  templates,
  all,
  templateId,
  onTemplateChange,
  onClose,
  onUse,
  onStartFromScratch,
}: GalleryPreviewModalProps) {
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  // A related template may lie outside the grid's filter; the arrows then walk the whole gallery.
  const list = templates.some((entry) => entry.id === templateId)
    ? templates
    : all.filter(isListedGalleryTemplate);
  const index = list.findIndex((entry) => entry.id === templateId);
  const template = list[index];
  const previous = index > 0 ? list[index - 1] : undefined;
  const next = index < list.length - 1 ? list[index + 1] : undefined;
  const related = template ? relatedGalleryTemplates(all, template) : [];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && previous) onTemplateChange(previous.id);
      if (event.key === 'ArrowRight' && next) onTemplateChange(next.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [previous, next, onTemplateChange]);

  return (
    <Modal
      open={open && template !== undefined}
      title={template?.name}
      width="55rem"
      onCancel={onClose}
      footer={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Flex gap={8}>
            <Tooltip title={previous ? undefined : GalleryMessages.firstTemplate}>
              <Button
                icon={<LeftOutlined aria-hidden />}
                aria-label="Previous template"
                disabled={!previous}
                onClick={() => previous && onTemplateChange(previous.id)}
              />
            </Tooltip>
            <Tooltip title={next ? undefined : GalleryMessages.lastTemplate}>
              <Button
                icon={<RightOutlined aria-hidden />}
                aria-label="Next template"
                disabled={!next}
                onClick={() => next && onTemplateChange(next.id)}
              />
            </Tooltip>
          </Flex>
          <Flex gap={8}>
            <Button onClick={onStartFromScratch}>{GalleryMessages.startFromScratch}</Button>
            {template && (
              <Button type="primary" onClick={() => onUse(template.id)}>
                {GalleryMessages.useTemplate}
              </Button>
            )}
          </Flex>
        </Flex>
      }
    >
      {template && (
        <Flex gap={20} wrap>
          <PreviewFrame
            title={`Preview of ${template.name}`}
            src={galleryPreviewUrl(template.id)}
            device={device}
            onDeviceChange={setDevice}
            style={{ flex: '1 1 420px', minWidth: 0 }}
          />
          <Flex vertical gap={12} style={{ flex: '0 1 220px' }}>
            <Typography.Paragraph style={{ margin: 0 }}>{template.description}</Typography.Paragraph>
            <Flex gap={4} wrap>
              {[...template.useCases, template.layout, ...template.features, ...template.styles].map(
                (label) => (
                  <Tag key={label} style={{ marginInlineEnd: 0 }}>
                    {label}
                  </Tag>
                ),
              )}
            </Flex>
            {related.length > 0 && (
              <section aria-labelledby="related-templates">
                <Typography.Title id="related-templates" level={3} style={{ fontSize: 14, margin: '8px 0' }}>
                  Related templates
                </Typography.Title>
                <Flex vertical gap={6}>
                  {related.map((entry) => (
                    <Button
                      key={entry.id}
                      block
                      style={{ textAlign: 'left' }}
                      onClick={() => onTemplateChange(entry.id)}
                    >
                      {entry.name}
                    </Button>
                  ))}
                </Flex>
              </section>
            )}
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
