import { emailKey, isValidEmail } from './email';

/** One contact of the quick import: an e-mail and, when the row named one, the person's name. */
export interface PastedContact {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** Longest name part kept from a pasted row; longer text is not a name but something pasted by mistake. */
const NAME_MAX_LENGTH = 100;

/** `"Ana Silva" <ana@example.com>`, `Ana Silva <ana@example.com>` or `<ana@example.com>`. */
const ANGLE_ADDRESS = /^(?:"([^"]*)"|([^"<>]*?))\s*<\s*([^<>\s]+)\s*>$/;

const CELL_SEPARATOR = /[,\t]/;

const cellsOf = (line: string): string[] =>
  line
    .split(CELL_SEPARATOR)
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');

const unquoted = (text: string): string => text.trim().replace(/^"(.*)"$/s, '$1').trim();

const isNameText = (text: string): boolean => text !== '' && !text.includes('@') && text.length <= NAME_MAX_LENGTH;

/** 'Ana Silva' as first name 'Ana' and last name 'Silva'; a single word is a first name. */
const splitFullName = (name: string): { firstName?: string; lastName?: string } => {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const [first, ...rest] = words;
  if (first === undefined) return {};
  return rest.length === 0 ? { firstName: first } : { firstName: first, lastName: rest.join(' ') };
};

const contact = (email: string, names: { firstName?: string; lastName?: string }): PastedContact => ({
  email,
  ...(names.firstName ? { firstName: names.firstName } : {}),
  ...(names.lastName ? { lastName: names.lastName } : {}),
});

/** An address alone or in angle brackets after a name; null when the text is not one. */
const parseAddress = (text: string): PastedContact | null => {
  const bare = unquoted(text);
  if (isValidEmail(bare)) return { email: bare };
  const angle = ANGLE_ADDRESS.exec(text.trim());
  if (!angle) return null;
  const email = (angle[3] ?? '').trim();
  const name = (angle[1] ?? angle[2] ?? '').trim();
  if (!isValidEmail(email) || (name !== '' && !isNameText(name))) return null;
  return contact(email, splitFullName(name));
};

/**
 * One row of the quick import read as a contact, or null when it holds no valid e-mail. A row is an
 * address, `"Ana Silva" <ana@example.com>`, or a name and an address separated by a comma or a tab
 * (`Ana Silva, ana@example.com`, `Ana<TAB>Silva<TAB>ana@example.com` as a spreadsheet copies its cells):
 * one name cell is split into first and last name, two name cells are the first and the last name.
 */
export const parseContactRow = (row: string): PastedContact | null => {
  const whole = parseAddress(row);
  if (whole) return whole;
  const cells = cellsOf(row);
  const addresses = cells.filter((cell) => cell.includes('@'));
  const names = cells.filter((cell) => !cell.includes('@')).map(unquoted);
  if (addresses.length !== 1 || names.length === 0 || names.length > 2 || !names.every(isNameText)) return null;
  const address = parseAddress(addresses[0] ?? '');
  // A name in brackets and another beside it: which one is meant cannot be told.
  if (!address || address.firstName) return null;
  const [first = '', last] = names;
  return contact(address.email, last === undefined ? splitFullName(first) : { firstName: first, lastName: last });
};

/** How a row that names its contact is shown once pasted: `Ana Silva <ana@example.com>`. */
export const formatContactRow = (pasted: PastedContact): string => {
  const name = [pasted.firstName, pasted.lastName].filter(Boolean).join(' ');
  return name === '' ? pasted.email : `${name} <${pasted.email}>`;
};

/**
 * Pasted text as rows: each line that holds one contact (an address, with or without its name) is one
 * row; any other line is split on commas and tabs (spec 2 §2.1), as a list of addresses is. Pieces are
 * trimmed and empty ones dropped.
 */
export const splitPastedText = (text: string): string[] =>
  text.split(/\r\n|\r|\n/).flatMap((line) => {
    const cells = cellsOf(line);
    if (cells.length === 0) return [];
    const single = cells.filter((cell) => cell.includes('@')).length === 1 ? parseContactRow(line) : null;
    return single ? [formatContactRow(single)] : cells;
  });

/** The contacts of valid rows, in order; rows with an e-mail seen above are kept (the import counts them as duplicates). */
export const contactsOfRows = (rows: readonly string[], maxRows: number): PastedContact[] => {
  const contacts: PastedContact[] = [];
  for (const row of rows) {
    const parsed = parseContactRow(row);
    if (!parsed) continue;
    contacts.push(parsed);
    if (contacts.length === maxRows) break;
  }
  return contacts;
};

/** The e-mail a row holds, as the duplicate check compares it; '' for a row without one. */
export const rowEmailKey = (row: string): string => {
  const parsed = parseContactRow(row);
  return parsed ? emailKey(parsed.email) : emailKey(row);
};
