import { describe, expect, it } from 'vitest';
import { documentWithText, textOfDocument } from './text-email';

const DOC = `<mjml><mj-head><mj-attributes><mj-text font-size="16px" padding="0" /></mj-attributes><mj-preview></mj-preview></mj-head><mj-body width="600px"><mj-section padding="24px"><mj-column>
<mj-text>Hi {{ first_name | default: "there" }},<br /><br />Write your message here.</mj-text>
</mj-column></mj-section></mj-body></mjml>`;

describe('text-only documents', () => {
  it('reads the text block as plain text, merge tags and line breaks kept', () => {
    expect(textOfDocument(DOC)).toBe('Hi {{ first_name | default: "there" }},\n\nWrite your message here.');
  });

  it('writes text back into the same frame, escaping markup but not merge tags', () => {
    const text = 'Hello {{ first_name | default: "friend" }},\n\n5 < 6 & <b>bold</b>?';
    const doc = documentWithText(DOC, text);
    expect(doc).toContain(
      '<mj-text font-size="16px" padding="0" /></mj-attributes><mj-preview></mj-preview></mj-head><mj-body width="600px">',
    );
    expect(doc).toContain(
      'Hello {{ first_name | default: "friend" }},<br /><br />5 &lt; 6 &amp; &lt;b&gt;bold&lt;/b&gt;?',
    );
    expect(textOfDocument(doc)).toBe(text);
  });

  it('makes a document when there is no text block', () => {
    expect(textOfDocument(documentWithText('<mjml><mj-body></mj-body></mjml>', 'Hi'))).toBe('Hi');
  });
});
