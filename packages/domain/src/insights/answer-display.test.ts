import { describe, expect, it } from 'vitest';
import { SubmissionAnswer } from '@sendwell/contracts';
import { answerDisplay } from './answer-display';

const display = (answer: unknown) => answerDisplay(SubmissionAnswer.parse(answer));
const base = { questionId: 'q1', title: 'Question' };

describe('answerDisplay', () => {
  it('reads each type as the table shows it', () => {
    expect(display({ ...base, type: 'single-line-input', value: 'Great' })).toBe('Great');
    expect(display({ ...base, type: 'multi-select', choices: ['Red', 'Blue'] })).toBe('Red, Blue');
    expect(display({ ...base, type: 'dropdown', choice: 'Yes' })).toBe('Yes');
    expect(display({ ...base, type: 'like-thumbs', value: 'down' })).toBe('Thumbs down');
    expect(display({ ...base, type: 'rating', score: 4 })).toBe('4/5');
    expect(display({ ...base, type: 'nps', score: 0 })).toBe('0');
    expect(display({ ...base, type: 'like-emoji', level: 3 })).toBe('Fine');
    expect(display({ ...base, type: 'quiz', option: 'C', correct: true })).toBe('C');
    expect(display({ ...base, questionId: 'score', type: 'quiz', score: 8 })).toBe('8');
    expect(display({ ...base, questionId: 'offer-title', type: 'spin', value: '10% off' })).toBe('10% off');
  });
});
