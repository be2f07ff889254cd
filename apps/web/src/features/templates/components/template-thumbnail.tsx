import { Flex, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import type { Template } from '@sendwell/contracts';

/**
 * A card's picture of its template. Rendered thumbnails come from a background job later; until then a
 * plain placeholder with the kind. Drawing each template live in a sandboxed frame kept the list from
 * ever settling in Chromium, so the list shows none.
 */
export function TemplateThumbnail({ template, height = 168 }: { template: Template; height?: number }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={6}
      style={{ height, background: '#f5f7fa', borderRadius: 6 }}
    >
      <FileTextOutlined aria-hidden style={{ fontSize: 36, color: '#94a3b8' }} />
      <Typography.Text type="secondary">{template.hasAMP ? 'AMP and HTML' : 'HTML'}</Typography.Text>
    </Flex>
  );
}
