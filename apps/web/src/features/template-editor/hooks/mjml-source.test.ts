import { describe, expect, it } from 'vitest';
import { canvasMjml } from '../canvas-mjml/canvas-mjml';
import { withClosingTags, withKeptSpacing, withNamedNonBreakingSpaces } from './mjml-source';

describe('withClosingTags', () => {
  it('closes self-closing MJML elements, across lines and with quoted > and / in their values', () => {
    expect(
      withClosingTags(
        '<mj-column><mj-image\n  src="https://example.com/a.png"\n  alt="Sun > rain / wind"\n  padding=\'0\'\n/><mj-text>Hi</mj-text></mj-column>',
      ),
    ).toBe(
      '<mj-column><mj-image\n  src="https://example.com/a.png"\n  alt="Sun > rain / wind"\n  padding=\'0\'></mj-image><mj-text>Hi</mj-text></mj-column>',
    );
    expect(
      withClosingTags('<mj-attributes><mj-all font-family="Arial" /><mj-divider/></mj-attributes>'),
    ).toBe('<mj-attributes><mj-all font-family="Arial"></mj-all><mj-divider></mj-divider></mj-attributes>');
  });

  it('leaves elements that are already closed, and HTML inside text, as they are', () => {
    const mjml = '<mj-text>Line<br />two <img src="a.png" /></mj-text><mj-spacer height="8px"></mj-spacer>';
    expect(withClosingTags(mjml)).toBe(mjml);
  });
});

describe('withKeptSpacing', () => {
  it('keeps the non-breaking spaces between links on one line with the line break as one space', () => {
    expect(
      withKeptSpacing(
        '<mj-text><a href="/new">New in</a>&nbsp;&nbsp;&nbsp;\n        <a href="/shop">Shop</a>\u00a0\n  <a>Journal</a></mj-text>',
      ),
    ).toBe(
      '<mj-text><a href="/new">New in</a>&nbsp;&nbsp;&nbsp; <a href="/shop">Shop</a>\u00a0 <a>Journal</a></mj-text>',
    );
  });

  it('leaves indentation, spacing on one line and text with words as they are', () => {
    const mjml =
      '<mj-section>\n  <mj-column>\n    <mj-text>A&nbsp;&nbsp;·&nbsp;&nbsp;B <b>x</b>&nbsp;<i>y</i></mj-text>\n  </mj-column>\n</mj-section>';
    expect(withKeptSpacing(mjml)).toBe(mjml);
  });
});

describe('withNamedNonBreakingSpaces', () => {
  /** What MJML draws inside a text block holding `text`. */
  const drawnText = async (text: string) => {
    // mjml-core 4 renders at once; its types are those of MJML 5, which answers a promise.
    const { html } = await canvasMjml(
      `<mjml><mj-body><mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section></mj-body></mjml>`,
    );
    return /<div\s+style="font-family:[^"]*"\s*>([^]*?)<\/div>/.exec(html)?.[1];
  };

  it('writes every non-breaking space as &nbsp; and leaves the rest of the text as it is', () => {
    expect(withNamedNonBreakingSpaces('\u00a0')).toBe('&nbsp;');
    expect(withNamedNonBreakingSpaces('\u00a0\u00a0')).toBe('&nbsp;&nbsp;');
    expect(withNamedNonBreakingSpaces('Save 20%\u00a0today &amp; tomorrow')).toBe(
      'Save 20%&nbsp;today &amp; tomorrow',
    );
    expect(withNamedNonBreakingSpaces('No spaces to change')).toBe('No spaces to change');
  });

  it('keeps a spacer line of non-breaking spaces in what MJML draws, where the bare character is trimmed away', async () => {
    for (const spacer of ['\u00a0', '\u00a0\u00a0']) {
      expect(await drawnText(spacer)).toBe('');
      expect(await drawnText(withNamedNonBreakingSpaces(spacer))).toBe(withNamedNonBreakingSpaces(spacer));
    }
    expect(await drawnText(`<p>${withNamedNonBreakingSpaces('\u00a0')}</p>`)).toBe('<p>&nbsp;</p>');
  });
});
