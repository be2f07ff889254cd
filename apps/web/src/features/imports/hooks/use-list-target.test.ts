import { describe, expect, it } from 'vitest';
import { isListTargetReady, listTargetProblem } from './use-list-target';

describe('list target', () => {
  const taken = ['Newsletter', 'VIP buyers'];

  it('checks a new name against every list and segment, ignoring case and spaces', () => {
    expect(listTargetProblem({ kind: 'new', name: ' newsletter ' }, taken)).toBe(
      'A list or segment with this name already exists.',
    );
    expect(listTargetProblem({ kind: 'new', name: 'x'.repeat(257) }, taken)).toBe(
      'List / segment name cannot be more than 256 characters',
    );
    expect(listTargetProblem({ kind: 'new', name: 'Spring leads' }, taken)).toBeNull();
  });

  it('has nothing to check for an existing list', () => {
    expect(listTargetProblem({ kind: 'existing', listId: undefined }, taken)).toBeNull();
  });

  it('is ready with a good new name or a chosen list', () => {
    expect(isListTargetReady({ kind: 'new', name: 'Spring leads' }, null)).toBe(true);
    expect(isListTargetReady({ kind: 'new', name: '  ' }, null)).toBe(false);
    expect(isListTargetReady({ kind: 'new', name: 'Newsletter' }, 'taken')).toBe(false);
    expect(isListTargetReady({ kind: 'existing', listId: undefined }, null)).toBe(false);
    expect(isListTargetReady({ kind: 'existing', listId: 4 }, null)).toBe(true);
  });
});
