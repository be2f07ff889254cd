import type { SubmissionAnswer } from '@sendwell/contracts';
import { emojiLabel } from './emoji';

/** How an answer reads in the submissions table and its export. */
export const answerDisplay = (answer: SubmissionAnswer): string => {
  switch (answer.type) {
    case 'multi-select':
      return answer.choices.join(', ');
    case 'single-select':
    case 'dropdown':
      return answer.choice;
    case 'like-thumbs':
      return answer.value === 'up' ? 'Thumbs up' : 'Thumbs down';
    case 'rating':
      return `${answer.score}/${answer.maxRating}`;
    case 'nps':
      return String(answer.score);
    case 'like-emoji':
      return emojiLabel(answer.level) ?? String(answer.level);
    case 'quiz':
      return answer.option ?? String(answer.score ?? '');
    default:
      return answer.value;
  }
};
