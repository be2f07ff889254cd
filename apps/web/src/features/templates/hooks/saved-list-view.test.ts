import { describe, expect, it } from 'vitest';
import type { Template, TemplateWithResponses } from '@sendwell/contracts';
import {
  cardName,
  DEFAULT_SAVED_LIST_VIEW,
  orderLabel,
  showsFolderMenu,
  showsPreview,
  viewChangeEvents,
  viewTemplates,
} from './saved-list-view';

const item = (id: number, name: string, overrides: Partial<Template> = {}): TemplateWithResponses => ({
  responseCount: 0,
  template: {
    id,
    name,
    category: 'uploaded',
    hasAMP: false,
    type: 'HTML',
    version: 1,
    hideDuplicate: false,
    hideDelete: false,
    templateId: id,
    templateChannel: 'News',
    order: null,
    layouts: [],
    useCases: [],
    features: [],
    styles: [],
    createdBy: 'me',
    createdOn: `2026-01-0${id}T00:00:00.000Z`,
    updatedOn: `2026-02-0${10 - id}T00:00:00.000Z`,
    folder: null,
    isCommunity: false,
    isShopifyV2Template: false,
    paths: { thumbnailPath: null },
    thumbnailStatus: 'pending',
    ...overrides,
  },
});

const items = [
  item(1, 'Straße sale'),
  item(2, 'apple news', { createdBy: 'someone', templateChannel: 'Offers' }),
  item(3, 'Zebra'),
];
const ids = (list: TemplateWithResponses[]) => list.map((entry) => entry.template.id);

describe('viewTemplates', () => {
  it('lists the last modified first by default', () => {
    expect(ids(viewTemplates(items, DEFAULT_SAVED_LIST_VIEW, 'me'))).toEqual([1, 2, 3]);
  });

  it('sorts by date created and by name, both ways', () => {
    expect(ids(viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, sort: 'dateCreated' }, 'me'))).toEqual([
      3, 2, 1,
    ]);
    expect(
      ids(
        viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, sort: 'dateCreated', order: 'highToLow' }, 'me'),
      ),
    ).toEqual([1, 2, 3]);
    expect(ids(viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, sort: 'name' }, 'me'))).toEqual([2, 1, 3]);
    expect(
      ids(viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, sort: 'name', order: 'highToLow' }, 'me')),
    ).toEqual([3, 1, 2]);
  });

  it('searches names without regard to case in any language', () => {
    expect(ids(viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, search: ' STRASSE ' }, 'me'))).toEqual([1]);
    expect(ids(viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, search: 'nothing' }, 'me'))).toEqual([]);
  });

  it('keeps templates created by you, and of one email type', () => {
    expect(ids(viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, createdBy: 'you' }, 'me'))).toEqual([1, 3]);
    expect(ids(viewTemplates(items, { ...DEFAULT_SAVED_LIST_VIEW, emailType: 'Offers' }, 'me'))).toEqual([2]);
  });

  it('keeps the templates of one folder', () => {
    const filed = [
      item(1, 'Straße sale', { folder: 'Été 2026' }),
      item(2, 'apple news'),
      item(3, 'Zebra', { folder: 'Été 2026' }),
    ];
    expect(ids(viewTemplates(filed, { ...DEFAULT_SAVED_LIST_VIEW, folder: 'Été 2026' }, 'me'))).toEqual([
      1, 3,
    ]);
    expect(ids(viewTemplates(filed, DEFAULT_SAVED_LIST_VIEW, 'me'))).toEqual([1, 2, 3]);
  });
});

describe('folder menu', () => {
  it('shows with the flag on and a folder at least', () => {
    expect(showsFolderMenu({ flags: { templateFolders: true }, templateFolders: ['Promotions'] })).toBe(true);
    expect(showsFolderMenu({ flags: { templateFolders: true }, templateFolders: [] })).toBe(false);
    expect(showsFolderMenu({ flags: { templateFolders: false }, templateFolders: ['Promotions'] })).toBe(
      false,
    );
  });
});

describe('card rules', () => {
  it('cuts names at 40 characters, counting an emoji as one', () => {
    expect(cardName('a'.repeat(40))).toBe('a'.repeat(40));
    expect(cardName(`${'🌷'.repeat(41)}`)).toBe(`${'🌷'.repeat(40)}…`);
  });

  it('hides Preview for orders 0 and 0.5', () => {
    expect([0, 0.5, 1, null].map(showsPreview)).toEqual([false, false, true, true]);
  });

  it('names the order by the sort', () => {
    expect(orderLabel('name', 'lowToHigh')).toBe('A-Z');
    expect(orderLabel('lastModified', 'highToLow')).toBe('Oldest first');
  });
});

describe('sort and filter analytics', () => {
  const view = DEFAULT_SAVED_LIST_VIEW;

  it('reports a sort or order change as templates_sort with the new value', () => {
    expect(viewChangeEvents(view, { ...view, sort: 'name' })).toEqual([
      { event: 'templates_sort', properties: { setting: 'sort', value: 'name' } },
    ]);
    expect(viewChangeEvents(view, { ...view, order: 'highToLow' })).toEqual([
      { event: 'templates_sort', properties: { setting: 'order', value: 'highToLow' } },
    ]);
  });

  it('reports filters as templates_filter, and a cleared filter as all', () => {
    expect(viewChangeEvents(view, { ...view, emailType: 'Newsletter', createdBy: 'you' })).toEqual([
      { event: 'templates_filter', properties: { setting: 'createdBy', value: 'you' } },
      { event: 'templates_filter', properties: { setting: 'emailType', value: 'Newsletter' } },
    ]);
    expect(viewChangeEvents({ ...view, folder: 'Campañas' }, view)).toEqual([
      { event: 'templates_filter', properties: { setting: 'folder', value: 'all' } },
    ]);
  });

  it('does not report typing in the search box or an unchanged view', () => {
    expect(viewChangeEvents(view, { ...view, search: 'spring' })).toEqual([]);
    expect(viewChangeEvents(view, { ...view })).toEqual([]);
  });
});
