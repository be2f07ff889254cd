import { describe, expect, it } from 'vitest';
import { type DocumentNode, headAttributesOf, withHeadAttributes } from './head-attributes';

const ATTRIBUTES = '<mj-attributes><mj-all font-family="Georgia, serif"></mj-all></mj-attributes>';

describe('withHeadAttributes', () => {
  it("gives an element's MJML, drawn from a body alone, a head with the attributes", () => {
    expect(withHeadAttributes('<mjml><mj-body><mj-text>Hi</mj-text></mj-body></mjml>', ATTRIBUTES)).toBe(
      `<mjml><mj-head>${ATTRIBUTES}</mj-head><mj-body><mj-text>Hi</mj-text></mj-body></mjml>`,
    );
  });

  it('adds them to the head the MJML has (a font or a style is drawn from one)', () => {
    expect(
      withHeadAttributes(
        '<mjml lang="en"><mj-head><mj-style>a{}</mj-style></mj-head><mj-body></mj-body></mjml>',
        ATTRIBUTES,
      ),
    ).toBe(
      `<mjml lang="en"><mj-head>${ATTRIBUTES}<mj-style>a{}</mj-style></mj-head><mj-body></mj-body></mjml>`,
    );
  });

  it('leaves a document with attributes of its own, a document without attributes and what is not MJML', () => {
    const whole = `<mjml><mj-head>${ATTRIBUTES}</mj-head><mj-body></mj-body></mjml>`;
    expect(withHeadAttributes(whole, '<mj-attributes><mj-all color="red"></mj-all></mj-attributes>')).toBe(
      whole,
    );
    expect(withHeadAttributes('<mjml><mj-body></mj-body></mjml>', '')).toBe(
      '<mjml><mj-body></mj-body></mjml>',
    );
    expect(withHeadAttributes('<mj-text>Hi</mj-text>', ATTRIBUTES)).toBe('<mj-text>Hi</mj-text>');
  });
});

/** A component of the editor's document as GrapesJS holds it: a tag, children and its MJML. */
const node = (tagName: string, children: DocumentNode[] = [], html = ''): DocumentNode => ({
  get: () => tagName,
  components: () => ({ models: children }),
  toHTML: () => html,
});

describe('headAttributesOf', () => {
  it("reads the head's mj-attributes from the editor's document, and nothing from the body", () => {
    const root = node('body', [
      node('mjml', [
        node('mj-head', [
          node('mj-title', [], '<mj-title>Sale</mj-title>'),
          node('mj-attributes', [], ATTRIBUTES),
          node(
            'mj-attributes',
            [],
            '<mj-attributes><mj-class name="brand" color="#123456"></mj-class></mj-attributes>',
          ),
        ]),
        node('mj-body', [node('mj-attributes', [], '<mj-attributes>in the body</mj-attributes>')]),
      ]),
    ]);
    expect(headAttributesOf(root)).toBe(
      `${ATTRIBUTES}<mj-attributes><mj-class name="brand" color="#123456"></mj-class></mj-attributes>`,
    );
  });

  it('is empty for a document without a head, or before the editor holds one', () => {
    expect(headAttributesOf(node('body', [node('mjml', [node('mj-body')])]))).toBe('');
    expect(headAttributesOf(undefined)).toBe('');
  });
});
