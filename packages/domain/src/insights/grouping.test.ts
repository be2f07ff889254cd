import { describe, expect, it } from 'vitest';
import type { QuestionType } from '@sendwell/contracts';
import {
  gameLabel,
  groupInsights,
  isSubmissionDateColumn,
  orderSubmissionHeaders,
  showsSubmissionTabs,
  submissionsHeading,
} from './grouping';

const item = (type: QuestionType, widget: string | null = null) => ({ type, widget });

describe('groupInsights', () => {
  it('keeps ordinary questions in order, then one quiz card, one spin card and one card per game', () => {
    const groups = groupInsights([
      item('quiz', 'widget-quiz'),
      item('nps'),
      item('spin', 'widget-spin-wheel'),
      item('gamification', 'widget-custom-gamification-jackpot'),
      item('rating'),
      item('quiz', 'widget-quiz'),
      item('gamification', 'widget-custom-gamification-roulette'),
      item('gamification', 'widget-custom-gamification-jackpot'),
    ]);
    expect(groups.map((group) => group.kind)).toEqual([
      'question',
      'question',
      'quiz',
      'spin',
      'gamification',
      'gamification',
    ]);
    expect(groups[2]?.kind === 'quiz' && groups[2].items).toHaveLength(2);
    expect(groups[4]?.kind === 'gamification' && [groups[4].game, groups[4].items.length]).toEqual([
      'Jackpot',
      2,
    ]);
  });
  it('makes no card for a kind that is absent', () => {
    expect(groupInsights([item('nps')]).map((group) => group.kind)).toEqual(['question']);
    expect(groupInsights([])).toEqual([]);
  });
});

describe('gameLabel', () => {
  it('names the game of a widget', () => {
    expect(gameLabel('widget-custom-gamification-whackamole')).toBe('Whack-a-mole');
    expect(gameLabel('widget-custom-gamification-newgame')).toBe('newgame');
    expect(gameLabel(null)).toBe('Game');
  });
});

describe('showsSubmissionTabs', () => {
  it('shows the tabs above 3 headers or from 1 row', () => {
    expect(showsSubmissionTabs({ headers: [1, 2, 3], data: [] })).toBe(false);
    expect(showsSubmissionTabs({ headers: [1, 2, 3, 4], data: [] })).toBe(true);
    expect(showsSubmissionTabs({ headers: [], data: [1] })).toBe(true);
    expect(showsSubmissionTabs(undefined)).toBe(false);
  });
});

describe('submissionsHeading', () => {
  it('says No when there is none', () => {
    expect(submissionsHeading(0)).toBe('No submissions');
    expect(submissionsHeading(1)).toBe('1 submission');
    expect(submissionsHeading(12_345)).toBe('12,345 submissions');
  });
});

describe('orderSubmissionHeaders', () => {
  const header = (key: string) => ({ key, title: key });
  it('keeps who submitted first and moves the date and time after the questions', () => {
    const ordered = orderSubmissionHeaders(['submittedBy', 'submittedDate', 'time', 'q1', 'q2'].map(header));
    expect(ordered.map((entry) => entry.key)).toEqual(['submittedBy', 'q1', 'q2', 'submittedDate', 'time']);
  });
  it('puts the date before the time whatever order they came in, and copes with missing columns', () => {
    expect(
      orderSubmissionHeaders(['time', 'q1', 'submittedDate'].map(header)).map((entry) => entry.key),
    ).toEqual(['q1', 'submittedDate', 'time']);
    expect(orderSubmissionHeaders([])).toEqual([]);
  });
  it('knows the date and time columns', () => {
    expect(isSubmissionDateColumn('time')).toBe(true);
    expect(isSubmissionDateColumn('submittedBy')).toBe(false);
  });
});
