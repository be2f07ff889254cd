import { useState } from 'react';
import { Flex, Typography } from 'antd';
import { FileTextOutlined, HourglassOutlined } from '@ant-design/icons';
import type { Template } from '@sendwell/contracts';

const FRAME = { background: '#f5f7fa', borderRadius: 6, border: '1px solid #eef0f3' } as const;

/**
 * A card's picture of its template: the top of the email as drawn by the server after each save. Until it is
 * drawn the card says so; when it cannot be drawn (or fails to load) a plain placeholder with the kind.
 */
export function TemplateThumbnail({ template, height = 168 }: { template: Template; height?: number }) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = template.paths.thumbnailPath;
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        data-testid="template-thumbnail"
        onError={() => setBroken(src)}
        style={{
          ...FRAME,
          display: 'block',
          width: '100%',
          height,
          objectFit: 'cover',
          objectPosition: 'top center',
          boxSizing: 'border-box',
        }}
      />
    );
  }
  const pending = template.thumbnailStatus === 'pending';
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={6}
      style={{ ...FRAME, height }}
      data-testid="template-thumbnail-placeholder"
    >
      {pending ? (
        <HourglassOutlined aria-hidden style={{ fontSize: 30, color: '#94a3b8' }} />
      ) : (
        <FileTextOutlined aria-hidden style={{ fontSize: 36, color: '#94a3b8' }} />
      )}
      <Typography.Text type="secondary">
        {pending ? 'Preparing preview…' : template.hasAMP ? 'AMP and HTML' : 'HTML'}
      </Typography.Text>
      {!pending && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          No preview image
        </Typography.Text>
      )}
    </Flex>
  );
}
