import { describe, expect, it } from 'vitest';
import type { BlockEntry } from '@sendwell/contracts';
import { blockMenu, createFromBlocksState, popularRow, selectionText, toggleBlock } from './block-selection';

const entry = (value: string, blockCategory: BlockEntry['blockCategory'], popular = false): BlockEntry => ({
  value,
  blockCategory,
  popular,
  imgSrc: `/blocks/thumbnails/${value}.png`,
  tag: '',
  title: value,
  integration: null,
});

describe('block selection', () => {
  it('keeps the order of selection and removes a block chosen again', () => {
    let selection = toggleBlock([], { id: 'footer-simple', category: 'footer' });
    selection = toggleBlock(selection, { id: 'header-logo-menu', category: 'header' });
    selection = toggleBlock(selection, { id: 'hero-split', category: 'hero' });
    selection = toggleBlock(selection, { id: 'header-logo-menu', category: 'header' });
    selection = toggleBlock(selection, { id: 'header-logo-centered', category: 'header' });
    expect(selection.map((block) => block.id)).toEqual([
      'footer-simple',
      'hero-split',
      'header-logo-centered',
    ]);
  });

  it("says how many blocks are selected in the spec's words", () => {
    expect(selectionText(3)).toBe('3 block(s) selected, these would appear in the order of selection...');
  });

  it('opens the editor with the ids in order and grouped by category', () => {
    expect(
      createFromBlocksState([
        { id: 'header-logo-menu', category: 'header' },
        { id: 'simpleHeading', category: 'elements' },
        { id: 'header-announcement', category: 'header' },
      ]),
    ).toEqual({
      flow: 'editor',
      isLayout: true,
      blocks: ['header-logo-menu', 'simpleHeading', 'header-announcement'],
      blocksByCategory: { header: ['header-logo-menu', 'header-announcement'], elements: ['simpleHeading'] },
    });
  });

  it('splits forms in simple and advanced only with the simple-form flag', () => {
    const forms = (flag: boolean) => blockMenu(flag).find((menu) => menu.key === 'forms')!.groups;
    expect(forms(true).map((group) => group.title)).toEqual(['Simple forms', 'Advanced forms']);
    expect(forms(false)).toEqual([{ title: 'Forms', categories: ['forms', 'simpleForms'] }]);
  });

  it('shows popular blocks first in a row of the popular view', () => {
    const blocks = [entry('a', 'header'), entry('b', 'header', true), entry('c', 'footer', true)];
    const headers = blockMenu(true).find((menu) => menu.key === 'headers')!;
    expect(popularRow(blocks, headers).map((block) => block.value)).toEqual(['b', 'a']);
  });
});
