import { GMAIL_CLIP_BYTES } from '@sendwell/contracts';
import { formatKilobytes, type Finding } from './findings';

/** From this share of the limit on, the size is worth a note: links rewritten for tracking and merge tags add bytes when it is sent. */
export const CLIP_NEAR_SHARE = 0.75;

/** Bytes of the text in UTF-8, as it is sent; a lone surrogate goes out as U+FFFD, three bytes. */
export const htmlBytes = (html: string): number => {
  let bytes = 0;
  for (const char of html) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

/** Gmail clips an email whose HTML passes 102 KB: the rest, often the footer and its unsubscribe link, hides behind a link. */
export const checkSize = (html: string): Finding[] => {
  const bytes = htmlBytes(html);
  const share = Math.round((bytes / GMAIL_CLIP_BYTES) * 100);
  const limit = formatKilobytes(GMAIL_CLIP_BYTES).replace('.0 KB', ' KB');
  const base = { kind: 'size' as const, where: null, line: null, count: 1 };
  if (bytes > GMAIL_CLIP_BYTES)
    return [
      {
        ...base,
        severity: 'warning',
        message: `The HTML is ${formatKilobytes(bytes)}, over Gmail's ${limit} limit (${share}%): Gmail will clip it and hide the rest behind 'View entire message', often with the unsubscribe link, and may not count the open.`,
        fix: 'Make the email smaller: remove unused styles, comments and hidden parts, use fewer sections, or link to a web page for the rest.',
      },
    ];
  if (bytes >= GMAIL_CLIP_BYTES * CLIP_NEAR_SHARE)
    return [
      {
        ...base,
        severity: 'info',
        message: `The HTML is ${formatKilobytes(bytes)}, ${share}% of Gmail's ${limit} clipping limit.`,
        fix: 'Leave some room: tracking links and merge tags make the email larger when it is sent. Remove unused styles and sections if you add more.',
      },
    ];
  return [];
};
