import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box over a value kept in the address: typing updates the box at once and the address once
 * typing pauses; Back, or anything else that changes the address, updates the box.
 */
export const useSearchInput = (current: string, commit: (search: string) => void) => {
  const [input, setInput] = useState(current);
  const debounced = useDebouncedValue(input.trim(), 300);
  const committed = useRef(current);
  const onCommit = useEffectEvent(commit);

  useEffect(() => {
    if (debounced === committed.current) return;
    committed.current = debounced;
    onCommit(debounced);
  }, [debounced]);

  useEffect(() => {
    if (current === committed.current) return;
    committed.current = current;
    setInput(current);
  }, [current]);

  return [input, setInput] as const;
};
