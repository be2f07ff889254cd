import { QUICK_IMPORT_MAX_ROWS } from '@sendwell/contracts';
import { fillRowsFromPaste, rowEmailKey, splitPastedText } from '@sendwell/domain';

/** One e-mail input of the quick import; the id keeps focus and borders on the right input as rows move. */
export interface EmailRow {
  id: number;
  value: string;
}

export interface EmailRowsState {
  rows: EmailRow[];
  nextId: number;
  /** Pasted addresses that did not fit in the 50 rows, for a note under them. */
  dropped: number;
}

export const initialEmailRows = (count = 3): EmailRowsState => ({
  rows: Array.from({ length: count }, (_, id) => ({ id, value: '' })),
  nextId: count,
  dropped: 0,
});

/** An empty row at the end after a paste, so the next address can be typed straight away. */
const withRoomToType = (state: EmailRowsState): EmailRowsState => {
  const last = state.rows.at(-1);
  if (state.rows.length >= QUICK_IMPORT_MAX_ROWS || (last && last.value.trim() === '')) return state;
  return { ...state, rows: [...state.rows, { id: state.nextId, value: '' }], nextId: state.nextId + 1 };
};

/**
 * Pasted text fills the row it lands in and the rows below it (spec §2.1), at most 50 rows. A repeated
 * address stays in its row, marked, so the result counts it as a duplicate; it is imported once.
 */
export const pasteIntoRow = (state: EmailRowsState, index: number, text: string): EmailRowsState => {
  const values = fillRowsFromPaste(
    state.rows.map((row) => row.value),
    index,
    text,
    QUICK_IMPORT_MAX_ROWS,
  );
  let nextId = state.nextId;
  const rows = values.map((value, at) => {
    const existing = state.rows[at];
    if (existing) return { id: existing.id, value };
    return { id: nextId++, value };
  });
  const room = QUICK_IMPORT_MAX_ROWS - Math.min(index, QUICK_IMPORT_MAX_ROWS);
  const dropped = Math.max(0, splitPastedText(text).length - room);
  return withRoomToType({ rows, nextId, dropped });
};

export const setRowValue = (state: EmailRowsState, id: number, value: string): EmailRowsState => ({
  ...state,
  rows: state.rows.map((row) => (row.id === id ? { ...row, value } : row)),
});

/** A new empty row below `afterId` (at the end without one), unless all 50 are in use. */
export const addRow = (state: EmailRowsState, afterId?: number): EmailRowsState => {
  if (state.rows.length >= QUICK_IMPORT_MAX_ROWS) return state;
  const at = afterId === undefined ? state.rows.length : state.rows.findIndex((row) => row.id === afterId) + 1;
  const rows = [...state.rows];
  rows.splice(at, 0, { id: state.nextId, value: '' });
  return { ...state, rows, nextId: state.nextId + 1 };
};

/** Removes a row; the last one is emptied instead, so there is always a row to type in. */
export const removeRow = (state: EmailRowsState, id: number): EmailRowsState => {
  if (state.rows.length === 1) return { ...state, rows: state.rows.map((row) => ({ ...row, value: '' })), dropped: 0 };
  return { ...state, rows: state.rows.filter((row) => row.id !== id), dropped: 0 };
};

/** Rows whose address an earlier row already holds; they are sent once. */
export const duplicateRowIds = (rows: readonly EmailRow[]): Set<number> => {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  for (const row of rows) {
    const key = rowEmailKey(row.value);
    if (key === '') continue;
    if (seen.has(key)) duplicates.add(row.id);
    seen.add(key);
  }
  return duplicates;
};
