import { useCallback, useState } from 'react';
import { addRow, initialEmailRows, pasteIntoRow, removeRow, setRowValue, type EmailRowsState } from './email-rows';

/** The quick import's e-mail rows, with which rows have been left (their errors show from then on). */
export const useEmailRows = () => {
  const [state, setState] = useState<EmailRowsState>(initialEmailRows);
  const [checkedIds, setCheckedIds] = useState<ReadonlySet<number>>(new Set());
  /** The row to focus once it is on screen (added with Enter). */
  const [focusId, setFocusId] = useState<number>();

  const check = useCallback((ids: Iterable<number>) => {
    setCheckedIds((current) => new Set([...current, ...ids]));
  }, []);

  return {
    rows: state.rows,
    dropped: state.dropped,
    checkedIds,
    focusId,
    setValue: (id: number, value: string) => setState((current) => setRowValue(current, id, value)),
    paste: (index: number, text: string) => {
      const next = pasteIntoRow(state, index, text);
      setState(next);
      // Pasted rows are complete, so their errors show at once.
      check(next.rows.map((row) => row.id));
    },
    addBelow: (id?: number) => {
      const next = addRow(state, id);
      setState(next);
      if (next !== state) setFocusId(next.nextId - 1);
    },
    remove: (id: number) => setState((current) => removeRow(current, id)),
    leave: (id: number) => check([id]),
  };
};

export type EmailRowsModel = ReturnType<typeof useEmailRows>;
