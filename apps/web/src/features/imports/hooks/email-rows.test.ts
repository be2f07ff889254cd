import { describe, expect, it } from 'vitest';
import { addRow, duplicateRowIds, initialEmailRows, pasteIntoRow, removeRow, setRowValue, type EmailRowsState } from './email-rows';

const values = (state: EmailRowsState) => state.rows.map((row) => row.value);
const ids = (state: EmailRowsState) => state.rows.map((row) => row.id);

describe('pasteIntoRow', () => {
  it('fills the row pasted into and the rows below it, split on commas, tabs and new lines', () => {
    const start = setRowValue(initialEmailRows(3), 0, 'first@example.com');
    const next = pasteIntoRow(start, 1, 'a@example.com, b@example.com\tc@example.com\r\nd@example.com\n');
    expect(values(next)).toEqual([
      'first@example.com',
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
      '',
    ]);
  });

  it('keeps the ids of rows that were there, so inputs keep their focus and borders', () => {
    const next = pasteIntoRow(initialEmailRows(2), 0, 'a@example.com,b@example.com,c@example.com');
    expect(ids(next).slice(0, 2)).toEqual([0, 1]);
    expect(new Set(ids(next)).size).toBe(next.rows.length);
  });

  it('overwrites the rows below instead of pushing them down', () => {
    let state = initialEmailRows(3);
    state = setRowValue(state, 2, 'kept@example.com');
    state = pasteIntoRow(state, 0, 'a@example.com,b@example.com');
    expect(values(state)).toEqual(['a@example.com', 'b@example.com', 'kept@example.com', '']);
    state = pasteIntoRow(state, 1, 'x@example.com,y@example.com');
    expect(values(state)).toEqual(['a@example.com', 'x@example.com', 'y@example.com', '']);
  });

  it('keeps repeated addresses in their rows, marked, so the import counts them as duplicates', () => {
    const start = setRowValue(initialEmailRows(1), 0, 'Ada@Example.com');
    const next = pasteIntoRow(addRow(start), 1, 'ada@example.com , bob@example.com, BOB@example.com');
    expect(values(next)).toEqual(['Ada@Example.com', 'ada@example.com', 'bob@example.com', 'BOB@example.com', '']);
    expect([...duplicateRowIds(next.rows)]).toEqual([next.rows[1]?.id, next.rows[3]?.id]);
  });

  it('keeps a pasted name with its address, one contact a row', () => {
    const next = pasteIntoRow(
      initialEmailRows(1),
      0,
      '"Ana Silva" <ana@example.com>\nBo Li, bo@example.com\nCy\tDoe\tcy@example.com\nbo@example.com',
    );
    expect(values(next)).toEqual([
      'Ana Silva <ana@example.com>',
      'Bo Li <bo@example.com>',
      'Cy Doe <cy@example.com>',
      'bo@example.com',
      '',
    ]);
    expect([...duplicateRowIds(next.rows)]).toEqual([next.rows[3]?.id]);
  });

  it('keeps at most 50 rows and says how many addresses did not fit', () => {
    const pasted = Array.from({ length: 60 }, (_, index) => `user${index}@example.com`).join('\n');
    const next = pasteIntoRow(initialEmailRows(3), 2, pasted);
    expect(next.rows).toHaveLength(50);
    expect(next.rows.at(-1)?.value).toBe('user47@example.com');
    expect(next.dropped).toBe(12);
  });

  it('adds no empty row once all 50 are in use', () => {
    const pasted = Array.from({ length: 50 }, (_, index) => `user${index}@example.com`).join(',');
    const next = pasteIntoRow(initialEmailRows(1), 0, pasted);
    expect(next.rows).toHaveLength(50);
    expect(next.dropped).toBe(0);
    expect(addRow(next)).toBe(next);
  });
});

describe('rows', () => {
  it('adds a row below the one given, or at the end', () => {
    let state = initialEmailRows(2);
    state = addRow(state, 0);
    expect(ids(state)).toEqual([0, 2, 1]);
    state = addRow(state);
    expect(ids(state)).toEqual([0, 2, 1, 3]);
  });

  it('empties the last row instead of removing it', () => {
    let state = setRowValue(initialEmailRows(1), 0, 'a@example.com');
    state = removeRow(state, 0);
    expect(values(state)).toEqual(['']);
    state = removeRow(addRow(state), 0);
    expect(ids(state)).toEqual([1]);
  });

  it('marks the later of two rows holding the same address', () => {
    let state = addRow(addRow(initialEmailRows(1)));
    state = setRowValue(state, 0, 'a@example.com');
    state = setRowValue(state, 1, ' A@EXAMPLE.COM ');
    state = setRowValue(state, 2, '');
    expect([...duplicateRowIds(state.rows)]).toEqual([1]);
  });
});
