import { Flex, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { GalleryMessages, type GalleryTemplateSummary } from '@sendwell/contracts';
import { galleryPreviewUrl } from '../../api/get-gallery';
import styles from './gallery.module.css';

/** The thumbnail shows the top of the template at the desktop preview width, scaled to the card. */
const PAGE_WIDTH = 610;

/**
 * Spec 3 §2.8: a template card (name, 'by {creator}'). The picture is the template's own preview page in a
 * scaled, sandboxed frame that loads only when the card scrolls near the screen, so it is always the template
 * as it renders now and costs nothing for cards never seen.
 */
export function GalleryCard({ template, onOpen }: { template: GalleryTemplateSummary; onOpen: () => void }) {
  return (
    <article className={styles.card} aria-label={template.name}>
      <div className={styles.thumbnail}>
        <iframe
          title={`Thumbnail of ${template.name}`}
          src={galleryPreviewUrl(template.id)}
          sandbox=""
          loading="lazy"
          tabIndex={-1}
          aria-hidden
          width={PAGE_WIDTH}
          className={styles.thumbnailFrame}
        />
        <button
          type="button"
          className={styles.cardButton}
          onClick={onOpen}
          aria-label={`Preview ${template.name}`}
        />
        {template.isNew && (
          <Tag color="green" className={styles.newTag}>
            New
          </Tag>
        )}
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

/** Spec 3 §2.8: the grid starts with a create card. */
export function GalleryCreateCard({ onStart }: { onStart: () => void }) {
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
