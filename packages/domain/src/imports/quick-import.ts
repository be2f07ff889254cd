import { QUICK_IMPORT_MAX_ROWS } from '@sendwell/contracts';
import { emailKey, isValidEmail } from './email';

/** Pasted text split on commas, tabs and line breaks, trimmed, without empty pieces. */
export const splitPastedText = (text: string): string[] =>
  text
    .split(/[,\t\r\n]+/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');

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

/** A row shows an error border when it holds something that is not an e-mail; an empty row is fine. */
export const isQuickImportRowInvalid = (row: string): boolean =>
  row.trim() !== '' && !isValidEmail(row.trim());

/** What the quick import sends: valid e-mails, trimmed, duplicates (ignoring case) removed, at most 50. */
export const quickImportEmails = (
  rows: readonly string[],
  maxRows: number = QUICK_IMPORT_MAX_ROWS,
): string[] => {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const row of rows) {
    const email = row.trim();
    if (!isValidEmail(email) || seen.has(emailKey(email))) continue;
    seen.add(emailKey(email));
    emails.push(email);
    if (emails.length === maxRows) break;
  }
  return emails;
};

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
  return quickImportEmails(state.rows).length === 0;
};
