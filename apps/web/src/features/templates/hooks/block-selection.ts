import type { BlockCategory, BlockEntry } from '@sendwell/contracts';

/** A chosen block: its id and category, in the order the marketer picked them. */
export interface SelectedBlock {
  id: string;
  category: BlockCategory;
}

/** Spec 3 §4: toggling a block adds it at the end of the selection or takes it out. */
export const toggleBlock = (selection: readonly SelectedBlock[], block: SelectedBlock): SelectedBlock[] =>
  selection.some((chosen) => chosen.id === block.id)
    ? selection.filter((chosen) => chosen.id !== block.id)
    : [...selection, block];

/** Spec 3 §4, word for word. */
export const selectionText = (count: number): string =>
  `${count} block(s) selected, these would appear in the order of selection...`;

/** Where the editor opens on the chosen blocks (spec 3 §2.9): ids in order, and the same ids grouped by category. */
export interface CreateFromBlocksState {
  flow: 'editor';
  isLayout: true;
  blocks: string[];
  blocksByCategory: Partial<Record<BlockCategory, string[]>>;
}

export const createFromBlocksState = (selection: readonly SelectedBlock[]): CreateFromBlocksState => {
  const blocksByCategory: Partial<Record<BlockCategory, string[]>> = {};
  for (const { id, category } of selection) (blocksByCategory[category] ??= []).push(id);
  return { flow: 'editor', isLayout: true, blocks: selection.map((block) => block.id), blocksByCategory };
};

/** A menu entry of the blocks page and the groups of blocks it shows. */
export interface BlockMenuEntry {
  key: string;
  label: string;
  groups: { title: string; categories: readonly BlockCategory[] }[];
}

/**
 * Spec 3 §2.9 menu, after 'Popular Blocks' and before 'Your saved blocks'. Content cards are named Hero, Editorial
 * and Highlights as in the editor v3; forms are split in Simple and Advanced only when the simple-form flag is on.
 */
export const blockMenu = (simpleForms: boolean): BlockMenuEntry[] => [
  {
    key: 'elements-layouts',
    label: 'Elements & layouts',
    groups: [
      { title: 'Layouts', categories: ['layouts'] },
      { title: 'Elements', categories: ['elements'] },
    ],
  },
  { key: 'headers', label: 'Headers', groups: [{ title: 'Headers', categories: ['header'] }] },
  {
    key: 'content-cards',
    label: 'Content Cards',
    groups: [
      { title: 'Hero', categories: ['hero'] },
      { title: 'Editorial', categories: ['editorial', 'news'] },
      { title: 'Highlights', categories: ['highlights'] },
    ],
  },
  { key: 'gallery', label: 'Gallery', groups: [{ title: 'Gallery', categories: ['gallery'] }] },
  { key: 'e-commerce', label: 'E-commerce', groups: [{ title: 'E-commerce', categories: ['product'] }] },
  { key: 'footers', label: 'Footers', groups: [{ title: 'Footers', categories: ['footer'] }] },
  {
    key: 'forms',
    label: 'Forms',
    groups: simpleForms
      ? [
          { title: 'Simple forms', categories: ['simpleForms'] },
          { title: 'Advanced forms', categories: ['forms'] },
        ]
      : [{ title: 'Forms', categories: ['forms', 'simpleForms'] }],
  },
  {
    key: 'widgets',
    label: 'Interactive Widgets',
    groups: [{ title: 'Interactive Widgets', categories: ['widgets'] }],
  },
];

export const blocksIn = (blocks: readonly BlockEntry[], categories: readonly BlockCategory[]): BlockEntry[] =>
  blocks.filter((block) => categories.includes(block.blockCategory));

/** 'Popular Blocks': one row per menu entry, its popular blocks first and at most `size` of them. */
export const popularRow = (blocks: readonly BlockEntry[], entry: BlockMenuEntry, size = 3): BlockEntry[] => {
  const all = blocksIn(
    blocks,
    entry.groups.flatMap((group) => group.categories),
  );
  return [...all.filter((block) => block.popular), ...all.filter((block) => !block.popular)].slice(0, size);
};
