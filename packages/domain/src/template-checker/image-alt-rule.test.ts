import { describe, expect, it } from 'vitest';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';

describe('images without alt text', () => {
  it('warns about an image without alt, naming its file and saying alt="" suits decoration', () => {
    const [finding] = findingsOf(
      'image-alt',
      emailHtml('<table><tr><td><img src="https://cdn.example.com/a/hero.jpg?v=2"></td></tr></table>'),
    );
    expect(finding).toMatchObject({ severity: 'warning', where: 'tr > td > img "hero.jpg"', count: 1 });
    expect(finding?.fix).toContain('alt=""');
    expect(finding?.fix).toContain('decorative');
  });

  it('accepts alt text, alt="" on a spacer, and emoji alt text', () => {
    const html = emailHtml(
      '<img src="https://x.example/logo.png" alt="Acme Café"><img src="https://x.example/spacer.gif" alt="" width="1" height="1"><img src="https://x.example/party.png" alt="🎉 Fête">',
    );
    expect(findingsOf('image-alt', html)).toEqual([]);
  });

  it('counts the same image once with how many times it appears', () => {
    const image = '<img src="https://x.example/divider.png">';
    const [finding] = findingsOf('image-alt', emailHtml(image.repeat(3)));
    expect(finding?.count).toBe(3);
  });

  it('notes alt text that is only a file name', () => {
    const [finding] = findingsOf(
      'image-alt',
      emailHtml('<img src="https://x.example/IMG_1234.JPG" alt="IMG_1234.JPG">'),
    );
    expect(finding).toMatchObject({ severity: 'info' });
  });
});
