import type { SegmentFilter } from '@sendwell/contracts';
import { activityRange, type CopilotRange } from './copilot-dates';
import { sameWord } from './copilot-text';
import type { CopilotVocabulary } from './vocabulary';

/*
 * The planner's working shapes: the and/or tree of clauses, the terms a clause reads into, and a
 * clause's tokens with the ones already read marked.
 */

/** Thrown while reading a clause that cannot be read without asking. */
export class AskBack extends Error {}

export type Term =
  | { kind: 'filter'; filter: SegmentFilter }
  | { kind: 'list'; id: number; name: string; negated: boolean }
  | { kind: 'flag'; flag: 'isUnsubscribed' | 'isBlocked' | 'excludeIsUnsubscribed' | 'excludeIsBlocked' }
  | { kind: 'everyone' }
  | { kind: 'and' | 'or'; items: Term[] };

export type Node = { kind: 'and' | 'or'; items: Node[] } | { kind: 'clause'; tokens: string[] };

export interface Context {
  vocabulary: CopilotVocabulary;
  now: Date;
  offsetMinutes: number;
  fuzzy: number;
  defaults: number;
}

export interface Clause {
  tokens: string[];
  used: boolean[];
  negated: boolean;
  range: CopilotRange | null;
}

export const use = (clause: Clause, from: number, to: number) => {
  for (let i = from; i <= to; i++) clause.used[i] = true;
};
export const indexOfAny = (clause: Clause, words: ReadonlySet<string>) =>
  clause.tokens.findIndex((token, i) => !clause.used[i] && words.has(token));

/** Finds a phrase (a sequence of words) among the unused tokens; returns its first index. */
export const findPhrase = (clause: Clause, phrase: readonly string[]): number => {
  if (phrase.length === 0) return -1;
  outer: for (let i = 0; i + phrase.length <= clause.tokens.length; i++) {
    for (let j = 0; j < phrase.length; j++) {
      const token = clause.tokens[i + j] ?? '';
      if (clause.used[i + j] || !sameWord(token, phrase[j] ?? '')) continue outer;
    }
    return i;
  }
  return -1;
};

export const whenRange = (clause: Clause) => activityRange(clause.range);
