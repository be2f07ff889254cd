import { at, FindingGroups, type Finding } from './findings';
import { attribute, snippet, type TemplateDocument } from './template-document';

const FILE_NAME = /^[\w.-]+\.(png|jpe?g|gif|webp|svg|bmp)$/i;

/** An image by its file name, which is how a marketer knows it. */
export const imageLabel = (src: string | null): string => {
  if (src?.startsWith('data:')) return 'embedded image';
  const name = src
    ?.replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .pop();
  return name ? snippet(name) : '(no src)';
};

/**
 * Many clients block images until the reader allows them, and screen readers read the alt text aloud, so an
 * image without one says nothing. alt="" is right for spacers and decoration: it tells both to skip it.
 */
export const checkImageAlt = (document: TemplateDocument): Finding[] => {
  const groups = new FindingGroups();
  for (const element of document.elements) {
    if (element.tag !== 'img') continue;
    const src = attribute(element.node, 'src');
    const alt = attribute(element.node, 'alt');
    const where = imageLabel(src);
    if (alt === null) {
      groups.add(`missing:${src ?? ''}`, at(element, where), () => ({
        kind: 'image-alt',
        severity: 'warning',
        message: 'This image has no alt text: with images off, and for screen readers, it says nothing.',
        fix: 'Add alt text that says what the image shows or where its link goes, e.g. alt="Summer sale: 20% off". For a spacer or a purely decorative image, alt="" is right: it tells screen readers to skip it.',
      }));
    } else if (FILE_NAME.test(alt.trim())) {
      groups.add(`file:${src ?? ''}`, at(element, where), () => ({
        kind: 'image-alt',
        severity: 'info',
        message: `The alt text "${snippet(alt)}" is a file name, which tells a reader nothing.`,
        fix: 'Write what the image shows instead, or alt="" if it is only decoration.',
      }));
    }
  }
  return groups.list();
};
