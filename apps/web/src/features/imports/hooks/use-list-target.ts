import { useMemo, useState } from 'react';
import { LIST_NAME_MAX_LENGTH } from '@sendwell/contracts';
import { validateListName } from '@sendwell/domain';
import { useImportableLists, useTakenListNames } from '../api/get-list-choices';

/** Where an import goes: a list made for it, or a list that exists. */
export type ListTarget = { kind: 'new'; name: string } | { kind: 'existing'; listId: number | undefined };

/** The name rule of spec §5.2 for a new list; an existing list has no name to check. */
export const listTargetProblem = (target: ListTarget, takenNames: readonly string[]): string | null =>
  target.kind === 'new' ? validateListName(target.name, takenNames, LIST_NAME_MAX_LENGTH) : null;

/** A new list needs a good name, an existing one must be chosen (spec §4.1, §5.1). */
export const isListTargetReady = (target: ListTarget, problem: string | null): boolean =>
  target.kind === 'new' ? target.name.trim() !== '' && problem === null : target.listId !== undefined;

interface UseListTargetOptions {
  /** The CSV flow checks the name as it is typed; quick import only when the field is left (spec §5.2). */
  checkWhileTyping: boolean;
}

/** The list choice shared by both import dialogs, with the name check against every list and segment. */
export const useListTarget = ({ checkWhileTyping }: UseListTargetOptions) => {
  const lists = useImportableLists();
  const takenNames = useTakenListNames();
  const [kind, setKind] = useState<ListTarget['kind']>('new');
  // Both answers are kept, so switching back and forth loses neither.
  const [name, setNameValue] = useState('');
  const [listId, setListIdValue] = useState<number>();
  const [checked, setChecked] = useState(false);

  const target: ListTarget = kind === 'new' ? { kind, name } : { kind, listId };
  const problem = useMemo(
    () => (kind === 'new' ? listTargetProblem({ kind, name }, takenNames.data ?? []) : null),
    [kind, name, takenNames.data],
  );

  return {
    target,
    lists,
    problem,
    /** The message under the name field, once the rules say it is time to show it. */
    shownProblem: checked ? problem : null,
    ready: isListTargetReady(target, problem),
    chooseKind: setKind,
    setName: (value: string) => {
      setNameValue(value);
      setChecked(checkWhileTyping);
    },
    setListId: setListIdValue,
    /** The name field lost focus: its message shows from now on. */
    checkName: () => setChecked(true),
  };
};

export type ListTargetState = ReturnType<typeof useListTarget>;
