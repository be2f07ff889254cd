import { describe, expect, it } from 'vitest';
import { emailHtml } from '../../test/template-checker-samples';
import { findingsOf } from '../../test/template-checker-findings';

describe('preheader', () => {
  it('accepts hidden preview text at the top of the body', () => {
    expect(findingsOf('preheader', emailHtml('<p>Hello</p>'))).toEqual([]);
    const padded =
      '<span style="display:none;max-height:0;overflow:hidden">Été : -20 % 🎉&#847;&zwnj;&nbsp;</span><p>Hello</p>';
    expect(findingsOf('preheader', emailHtml(padded, { preheader: false }))).toEqual([]);
  });

  it('warns when the body starts with visible text, and says what inboxes will show', () => {
    const [finding] = findingsOf(
      'preheader',
      emailHtml('<p><a href="https://x.example/web">View in browser</a></p><p>Hello</p>', {
        preheader: false,
      }),
    );
    expect(finding).toMatchObject({ severity: 'warning', where: 'p > a "View in browser"' });
    expect(finding?.message).toContain('"View in browser"');
  });

  it('warns when the hidden text comes after visible text', () => {
    const html = emailHtml('<p>Hello</p><div style="display:none">Late preview</div>', { preheader: false });
    expect(findingsOf('preheader', html)).toHaveLength(1);
  });

  it('does not count padding characters as the first words', () => {
    const html = emailHtml('<div>&zwnj;&nbsp;</div><div style="display:none">Preview</div><p>Hello</p>', {
      preheader: false,
    });
    expect(findingsOf('preheader', html)).toEqual([]);
  });
});
