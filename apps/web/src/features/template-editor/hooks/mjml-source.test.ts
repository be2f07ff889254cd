import { describe, expect, it } from 'vitest';
import { withClosingTags } from './mjml-source';

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
