import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

/** Changes are saved this long after the last one, so typing a sentence is one version, not thirty. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Saves the document a moment after it stops changing, one save at a time: a change made while a save runs is
 * saved after it. `markChanged` is called on every change; `saveNow` saves at once (the Save button).
 */
export const useAutosave = (save: () => Promise<void>, delayMs = AUTOSAVE_DELAY_MS) => {
  const [state, setState] = useState<SaveState>('saved');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | undefined>(undefined);
  const dirty = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) {
      await running.current;
      if (!dirty.current) return;
    }
    if (!dirty.current) return;
    dirty.current = false;
    setState('saving');
    const attempt = saveRef.current().then(
      () => {
        setState(dirty.current ? 'unsaved' : 'saved');
        return true;
      },
      () => {
        dirty.current = true;
        setState('failed');
        return false;
      },
    );
    running.current = attempt.then(() => undefined);
    const succeeded = await attempt;
    running.current = undefined;
    // Changes made during the save follow it; after a failure the next change (or Save) tries again.
    if (succeeded && dirty.current && timer.current === undefined) {
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void flush();
      }, delayMs);
    }
  }, [delayMs]);

  const markChanged = useCallback(() => {
    dirty.current = true;
    setState((current) => (current === 'saving' ? current : 'unsaved'));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void flush();
    }, delayMs);
  }, [delayMs, flush]);

  /** A change the document does not hold yet (text still being typed): unsaved, saved once it lands. */
  const markPending = useCallback(() => {
    dirty.current = true;
    setState((current) => (current === 'saving' ? current : 'unsaved'));
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, markChanged, markPending, saveNow: flush, hasUnsavedChanges: state !== 'saved' };
};
