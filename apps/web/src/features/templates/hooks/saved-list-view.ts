import { TEMPLATE_CARD_NAME_LENGTH, type TemplateWithResponses } from '@sendwell/contracts';
import { foldCase } from '@sendwell/domain';

export type TemplateSort = 'lastModified' | 'dateCreated' | 'name';
/** lowToHigh is newest first (or A-Z for names), as the spec's default. */
export type TemplateOrder = 'lowToHigh' | 'highToLow';

/** Spec 3 §3: the saved list's filter state and its defaults. */
export interface SavedListView {
  search: string;
  sort: TemplateSort;
  order: TemplateOrder;
  createdBy: 'anyone' | 'you';
  /** An email type's name, or null for all. */
  emailType: string | null;
  /** A template folder's name, or null for all folders. */
  folder: string | null;
}

export const DEFAULT_SAVED_LIST_VIEW: SavedListView = {
  search: '',
  sort: 'lastModified',
  order: 'lowToHigh',
  createdBy: 'anyone',
  emailType: null,
  folder: null,
};

export const SORT_LABELS: Record<TemplateSort, string> = {
  lastModified: 'Last modified',
  dateCreated: 'Date created',
  name: 'Name',
};

/** The order menu's labels: dates read newest/oldest, names A-Z/Z-A. */
export const orderLabel = (sort: TemplateSort, order: TemplateOrder): string =>
  sort === 'name'
    ? order === 'lowToHigh'
      ? 'A-Z'
      : 'Z-A'
    : order === 'lowToHigh'
      ? 'Newest first'
      : 'Oldest first';

const compareBy: Record<TemplateSort, (a: TemplateWithResponses, b: TemplateWithResponses) => number> = {
  lastModified: (a, b) => b.template.updatedOn.localeCompare(a.template.updatedOn),
  dateCreated: (a, b) => b.template.createdOn.localeCompare(a.template.createdOn),
  name: (a, b) => a.template.name.localeCompare(b.template.name, undefined, { sensitivity: 'base' }),
};

/** Spec 3 §2.2 and §5: sorting and filtering are done on the client; search is a case-insensitive substring of the name. */
export const viewTemplates = (
  items: readonly TemplateWithResponses[],
  view: SavedListView,
  userId: string,
): TemplateWithResponses[] => {
  const search = foldCase(view.search.trim());
  const compare = compareBy[view.sort];
  return items
    .filter((item) => search === '' || foldCase(item.template.name).includes(search))
    .filter((item) => view.createdBy === 'anyone' || item.template.createdBy === userId)
    .filter((item) => view.emailType === null || item.template.templateChannel === view.emailType)
    .filter((item) => view.folder === null || item.template.folder === view.folder)
    .sort(
      (a, b) => (view.order === 'lowToHigh' ? compare(a, b) : compare(b, a)) || b.template.id - a.template.id,
    );
};

/** Spec 3 §9: a card shows at most 40 characters of the name. */
export const cardName = (name: string): string => {
  const characters = Array.from(name);
  return characters.length > TEMPLATE_CARD_NAME_LENGTH
    ? `${characters.slice(0, TEMPLATE_CARD_NAME_LENGTH).join('')}…`
    : name;
};

/** Spec 3 §2.2: the Preview button is hidden for templates whose order is 0 or 0.5. */
export const showsPreview = (order: number | null): boolean => order !== 0 && order !== 0.5;

/** Spec 3 §2.2: the folder menu shows only with the templates-folders flag on and at least one folder. */
export const showsFolderMenu = (user: {
  flags: { templateFolders: boolean };
  templateFolders: readonly string[];
}): boolean => user.flags.templateFolders && user.templateFolders.length > 0;

/** The analytics event one changed sort or filter setting is reported as (spec 3 §2.2); the search is not one. */
export interface ViewChangeEvent {
  event: 'templates_sort' | 'templates_filter';
  properties: { setting: string; value: string };
}

const REPORTED_SETTINGS = {
  sort: 'templates_sort',
  order: 'templates_sort',
  createdBy: 'templates_filter',
  emailType: 'templates_filter',
  folder: 'templates_filter',
} as const satisfies Partial<Record<keyof SavedListView, ViewChangeEvent['event']>>;

/** What changed between two views of the saved list, as analytics events; 'all' stands for no filter. */
export const viewChangeEvents = (before: SavedListView, after: SavedListView): ViewChangeEvent[] =>
  (Object.keys(REPORTED_SETTINGS) as (keyof typeof REPORTED_SETTINGS)[])
    .filter((setting) => before[setting] !== after[setting])
    .map((setting) => ({
      event: REPORTED_SETTINGS[setting],
      properties: { setting, value: after[setting] ?? 'all' },
    }));
