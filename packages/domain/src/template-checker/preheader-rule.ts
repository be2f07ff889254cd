import type { Finding } from './findings';
import { describe, snippet, type TemplateDocument } from './template-document';

/** Characters preheaders are padded with so the inbox shows nothing after them: not words a reader sees. */
const INVISIBLE =
  /\s|\u00ad|\u034f|\u061c|\u115f|\u1160|\u17b4|\u17b5|\u180e|[\u200b-\u200f]|[\u2060-\u2064]|\u3164|\ufeff/gu;
export const isInvisibleText = (text: string): boolean => text.replace(INVISIBLE, '') === '';

/**
 * The preheader is the hidden text at the top of the body that inboxes show after the subject. The first
 * words in the body must be hidden ones; otherwise inboxes show whatever comes first.
 */
export const checkPreheader = (document: TemplateDocument): Finding[] => {
  const first = document.texts.find(
    ({ parent, text }) => document.body !== null && isInBody(parent, document) && !isInvisibleText(text),
  );
  if (first?.parent.hidden) return [];
  return [
    {
      kind: 'preheader',
      severity: 'warning',
      message: first
        ? `There is no preheader: inboxes will show "${snippet(first.text, 60)}" after the subject.`
        : 'There is no preheader: inboxes show nothing useful after the subject.',
      where: first ? describe(first.parent, snippet(first.text)) : null,
      line: first?.parent.line ?? null,
      count: 1,
      fix: 'Add a short preview text (40 to 130 characters) as the first thing in the body, hidden from the email itself: <div style="display:none;max-height:0;overflow:hidden;mso-hide:all">Your preview text</div>. In MJML, use <mj-preview>.',
    },
  ];
};

const isInBody = (
  parent: TemplateDocument['texts'][number]['parent'],
  document: TemplateDocument,
): boolean => {
  for (let current: typeof parent | null = parent; current; current = current.parent)
    if (current === document.body) return true;
  return false;
};
