import { QUICK_IMPORT_MAX_ROWS } from '@sendwell/contracts';
import { contactsOfRows, parseContactRow, splitPastedText, type PastedContact } from './pasted-contacts';

/**
 * The rows after pasting `text` into row `index`: the pieces fill that row and the ones below it,
 * adding rows as needed, up to `maxRows`. Pieces past the last row are dropped.
 */
export const fillRowsFromPaste = (
  rows: readonly string[],
  index: number,
  text: string,
  maxRows: number = QUICK_IMPORT_MAX_ROWS,
): string[] => {
  const pieces = splitPastedText(text);
  const next = rows.slice(0, maxRows);
  const start = Math.max(0, Math.min(index, next.length));
  if (pieces.length === 0) return next;
  pieces.forEach((piece, offset) => {
    const at = start + offset;
    if (at < maxRows) next[at] = piece;
  });
  return next;
};

/** A row shows an error border when it holds something that is not a contact; an empty row is fine. */
export const isQuickImportRowInvalid = (row: string): boolean => row.trim() !== '' && parseContactRow(row) === null;

/**
 * What the quick import sends: the contact of each valid row, at most 50. A repeated e-mail is sent again
 * so the import counts it as a duplicate; it imports the contact once.
 */
export const quickImportContacts = (
  rows: readonly string[],
  maxRows: number = QUICK_IMPORT_MAX_ROWS,
): PastedContact[] => contactsOfRows(rows, maxRows);

/** Spec 2 §5.1: when the quick import's submit button is disabled. */
export const isQuickImportSubmitDisabled = (state: {
  isNewList: boolean;
  listName: string;
  listId: number | null | undefined;
  hasError: boolean;
  rows: readonly string[];
}): boolean => {
  if (state.isNewList ? state.listName.trim() === '' : !state.listId) return true;
  if (state.hasError || state.rows.some(isQuickImportRowInvalid)) return true;
  return quickImportContacts(state.rows).length === 0;
};
