import { Tag, Typography } from 'antd';
import { CheckCircleFilled, LinkOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Spec 3 §2.8–2.9: cards are 13.3rem wide with a 1.5rem gap. */
export const BLOCK_GRID_STYLE = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13.3rem, 1fr))',
  gap: '1.5rem',
} as const;

const THUMBNAIL_HEIGHT = 170;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface BlockCardProps {
  title: string;
  /** Its place in the selection, from 1; undefined when not chosen. */
  order: number | undefined;
  onToggle: () => void;
  picture: ReactNode;
  /** What stops the block from being chosen now (an integration to connect). */
  note?: string;
  detail?: string;
}

/** A block the marketer may choose: a toggle button showing its picture and, once chosen, its place in the order. */
export function BlockCard({ title, order, onToggle, picture, note, detail }: BlockCardProps) {
  const selected = order !== undefined;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      data-testid="block-card"
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        textAlign: 'left',
        padding: 10,
        background: '#fff',
        border: selected ? '2px solid #1668dc' : '1px solid #d9d9d9',
        margin: selected ? 0 : 1,
        borderRadius: 8,
        cursor: 'pointer',
        font: 'inherit',
      }}
    >
      <div
        style={{
          height: THUMBNAIL_HEIGHT,
          width: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          background: '#f4f5f7',
          borderRadius: 4,
        }}
      >
        {picture}
      </div>
      <Typography.Text strong style={{ marginTop: 8 }}>
        {title}
      </Typography.Text>
      {detail && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {detail}
        </Typography.Text>
      )}
      {note && (
        <Tag
          icon={<LinkOutlined aria-hidden />}
          style={{ marginTop: 4, alignSelf: 'flex-start', color: '#1f2328' }}
        >
          {note}
        </Tag>
      )}
      {selected && (
        <span
          style={{
            position: 'absolute',
            top: 16,
            right: 16,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
            padding: '2px 8px',
            borderRadius: 12,
            background: '#1668dc',
            color: '#fff',
            fontWeight: 600,
            fontSize: 13,
          }}
        >
          <CheckCircleFilled aria-hidden />
          <span style={VISUALLY_HIDDEN}>Selected, number</span> {order}
        </span>
      )}
    </button>
  );
}

/** A ready-made block's committed thumbnail, kept whole within the card. */
export function BlockImage({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      style={{ maxWidth: '100%', maxHeight: THUMBNAIL_HEIGHT, objectFit: 'contain', display: 'block' }}
    />
  );
}

/** A saved block's thumbnail: its own preview page, drawn by the server under the preview sandbox, scaled down. */
export function SavedBlockPreview({ src, title }: { src: string; title: string }) {
  const scale = 0.36;
  return (
    <div style={{ width: 600 * scale, height: THUMBNAIL_HEIGHT, overflow: 'hidden', position: 'relative' }}>
      <iframe
        src={src}
        title={`Preview of ${title}`}
        sandbox=""
        tabIndex={-1}
        style={{
          width: 600,
          height: THUMBNAIL_HEIGHT / scale,
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          pointerEvents: 'none',
          background: '#fff',
        }}
      />
    </div>
  );
}
