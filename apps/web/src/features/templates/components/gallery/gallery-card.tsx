import { Flex, Tag, Typography } from 'antd';
import { BulbOutlined, PlusOutlined } from '@ant-design/icons';
import {
  GALLERY_THUMBNAIL,
  GalleryMessages,
  galleryThumbnailPath,
  type GalleryTemplateSummary,
} from '@sendwell/contracts';
import styles from './gallery.module.css';

/** The picture as the card shows it: half the stored width, for sharp screens. */
const SHOWN_WIDTH = GALLERY_THUMBNAIL.imageWidth / 2;
const SHOWN_HEIGHT = Math.round((GALLERY_THUMBNAIL.pageHeight * SHOWN_WIDTH) / GALLERY_THUMBNAIL.pageWidth);

/**
 * Spec 3 §2.8: a template card (name, 'by {creator}'). The picture is drawn ahead of time from the template's
 * preview (scripts/render-gallery-thumbnails.ts) and served as a static image, loaded when the card nears the
 * screen: forty cards cost forty small images, not forty pages to render.
 */
export function GalleryCard({ template, onOpen }: { template: GalleryTemplateSummary; onOpen: () => void }) {
  return (
    <article className={styles.card} aria-label={template.name}>
      <div className={styles.thumbnail}>
        <img
          src={galleryThumbnailPath(template.id)}
          alt=""
          loading="lazy"
          width={SHOWN_WIDTH}
          height={SHOWN_HEIGHT}
          className={styles.thumbnailImage}
        />
        <button
          type="button"
          className={styles.cardButton}
          onClick={onOpen}
          aria-label={`Preview ${template.name}`}
        />
        {template.isNew && <NewTag className={styles.newTag}>New</NewTag>}
      </div>
      <Flex vertical gap={2} className={styles.cardText}>
        <Typography.Text strong ellipsis={{ tooltip: template.name }}>
          {template.name}
        </Typography.Text>
        <Typography.Text type="secondary" className={styles.small}>
          {GalleryMessages.by(template.createdBy)}
          {template.community && <Tag className={styles.communityTag}>Community</Tag>}
        </Typography.Text>
      </Flex>
    </article>
  );
}

/** The 'new' badge: dark green on pale green, readable at AA contrast. */
export function NewTag({ children, className }: { children: string; className?: string }) {
  return (
    <Tag className={className} style={{ background: '#e7f6ec', color: '#14532d', borderColor: '#9ad7ae' }}>
      {children}
    </Tag>
  );
}

/**
 * Spec 3 §2.8: the grid starts with a create card; with the AI template creation flag on it offers 'Create
 * using AI' and 'Create using Editor'.
 */
export function GalleryCreateCard({
  onStart,
  onCreateWithAi,
}: {
  onStart: () => void;
  onCreateWithAi?: () => void;
}) {
  if (onCreateWithAi)
    return (
      <article className={styles.card} aria-label="Create new template">
        <button
          type="button"
          className={`${styles.createButton} ${styles.createHalf}`}
          onClick={onCreateWithAi}
        >
          <BulbOutlined aria-hidden className={styles.createIcon} />
          <span className={styles.createTitle}>Create using AI</span>
          <span className={styles.createText}>Written from a short brief</span>
        </button>
        <button type="button" className={`${styles.createButton} ${styles.createHalf}`} onClick={onStart}>
          <PlusOutlined aria-hidden className={styles.createIcon} />
          <span className={styles.createTitle}>Create using Editor</span>
          <span className={styles.createText}>A blank template, your way</span>
        </button>
      </article>
    );
  return (
    <article className={styles.card} aria-label="Create new template">
      <button type="button" className={styles.createButton} onClick={onStart}>
        <PlusOutlined aria-hidden className={styles.createIcon} />
        <span className={styles.createTitle}>{GalleryMessages.startFromScratch}</span>
        <span className={styles.createText}>A blank template to build your way</span>
      </button>
    </article>
  );
}

/** Spec 3 §2.8: two placeholders while the gallery loads. */
export function GalleryCardPlaceholder() {
  return <div className={styles.placeholder} aria-hidden />;
}
