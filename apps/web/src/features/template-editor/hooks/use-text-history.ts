import { useCallback, useState } from 'react';

/** Typing within this long of the last change is one undo step, as in a word processor. */
const STEP_MS = 800;

interface History {
  past: string[];
  present: string;
  future: string[];
  changedAt: number;
}

/** The text of a text-only template with its own undo and redo (the toolbar's buttons). */
export const useTextHistory = (initial: string) => {
  const [history, setHistory] = useState<History>({ past: [], present: initial, future: [], changedAt: 0 });

  /** `step`: a change of its own (a merge tag inserted), never merged into the typing before it. */
  const change = useCallback((next: string, step = false) => {
    const now = Date.now();
    setHistory((h) => ({
      past: !step && now - h.changedAt <= STEP_MS && h.past.length > 0 ? h.past : [...h.past, h.present],
      present: next,
      future: [],
      changedAt: step ? 0 : now,
    }));
  }, []);

  const undo = useCallback(() => {
    setHistory((h) =>
      h.past.length
        ? {
            past: h.past.slice(0, -1),
            present: h.past.at(-1)!,
            future: [...h.future, h.present],
            changedAt: 0,
          }
        : h,
    );
  }, []);

  const redo = useCallback(() => {
    setHistory((h) =>
      h.future.length
        ? {
            past: [...h.past, h.present],
            present: h.future.at(-1)!,
            future: h.future.slice(0, -1),
            changedAt: 0,
          }
        : h,
    );
  }, []);

  return {
    text: history.present,
    change,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
};
