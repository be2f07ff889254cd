import { describe, expect, it } from 'vitest';
import { GMAIL_CLIP_BYTES } from '@sendwell/contracts';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';
import { checkTemplate } from '.';
import { htmlBytes } from './size-rule';

const padded = (bytes: number) => {
  const base = emailHtml('<p>Hi</p>');
  return base.replace('<p>Hi</p>', `<p>${'x'.repeat(bytes - htmlBytes(base) + 2)}</p>`);
};

describe('size against Gmail clipping', () => {
  it('counts bytes as sent in UTF-8, not characters', () => {
    expect(htmlBytes('é')).toBe(2);
    expect(htmlBytes('🎉')).toBe(4);
    expect(htmlBytes('\ud800')).toBe(3);
    const html = emailHtml('<p>Café 🎉</p>');
    // é takes one byte more than its one UTF-16 unit; 🎉 two more than its two.
    expect(checkTemplate(html, { marketing: true }).sizeBytes).toBe(html.length + 1 + 2);
  });

  it('says nothing about a small email', () => {
    expect(findingsOf('size', emailHtml('<p>Hi</p>'))).toEqual([]);
  });

  it('notes an email near the limit and says how close', () => {
    const [finding] = findingsOf('size', padded(90 * 1024));
    expect(finding).toMatchObject({ severity: 'info' });
    expect(finding?.message).toContain("88% of Gmail's 102 KB clipping limit");
  });

  it('warns when Gmail will clip it', () => {
    const html = padded(GMAIL_CLIP_BYTES + 10);
    expect(htmlBytes(html)).toBeGreaterThan(GMAIL_CLIP_BYTES);
    const [finding] = findingsOf('size', html);
    expect(finding).toMatchObject({ severity: 'warning' });
    expect(finding?.message).toContain("over Gmail's 102 KB limit");
  });

  it('counts multi-byte text: 60,000 accented letters pass the limit though they are fewer characters', () => {
    const html = emailHtml(`<p>${'é'.repeat(60_000)}</p>`);
    expect(html.length).toBeLessThan(GMAIL_CLIP_BYTES);
    expect(findingsOf('size', html)[0]?.severity).toBe('warning');
  });
});
