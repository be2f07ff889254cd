import { describe, expect, it } from 'vitest';
import type { SegmentDefinition } from '@sendwell/contracts';
import { EXPECTED_PROGRESS_TEXTS, STEPS_OF_A_SEGMENT } from '../../test/copilot-expected-steps';
import { copilotProgressText, copilotSteps, followUpReadings, versionMessage } from './copilot-steps';

const definition = (lists: number[]): SegmentDefinition => ({
  recipientLists: lists.length > 0 ? lists : null,
  excludeRecipientList: [],
  isUnsubscribed: false,
  isBlocked: false,
  excludeIsUnsubscribed: false,
  excludeIsBlocked: false,
  segmentFilters: [],
});

describe('copilot generation steps', () => {
  it('gives each step its progress text from spec 1 §4', () => {
    const { analyzing, retrieving, creating } = EXPECTED_PROGRESS_TEXTS;
    expect(copilotProgressText('START')).toBe(analyzing);
    expect(copilotProgressText('EXTRACT_LISTS')).toBe(analyzing);
    expect(copilotProgressText('GENERATE_SUB_QUERIES')).toBe(retrieving);
    expect(copilotProgressText('PROCESS_PLANS')).toBe(retrieving);
    expect(copilotProgressText('GENERATE_SEGMENT_JSON_UI')).toBe(creating);
    expect(copilotProgressText('OUTPUT_ERROR_VALIDATION')).toBe(creating);
    expect(copilotProgressText('CALL_INTERRUPT_FOR_HUMAN_INPUT')).toBeNull();
    expect(copilotProgressText('CALL_INTERRUPT_FOR_BAD_QUERY')).toBe(analyzing);
  });

  it('extracts lists only when the definition names some', () => {
    const plain = copilotSteps({
      kind: 'definition',
      definition: definition([]),
      description: '',
      confidence: 1,
    });
    expect(plain.map((s) => s.step)).toEqual(STEPS_OF_A_SEGMENT);
    const withList = copilotSteps({
      kind: 'definition',
      definition: definition([4]),
      description: '',
      confidence: 1,
    });
    expect(withList.map((s) => s.step)).toContain('EXTRACT_LISTS');
  });

  it('ends a question with the human-input interrupt and a bad query with its own', () => {
    expect(copilotSteps({ kind: 'question', question: '?' }).at(-1)).toEqual({
      step: 'CALL_INTERRUPT_FOR_HUMAN_INPUT',
      text: null,
    });
    expect(copilotSteps({ kind: 'badQuery', message: 'no' }).map((s) => s.step)).toEqual([
      'START',
      'CALL_INTERRUPT_FOR_BAD_QUERY',
    ]);
  });

  it('says created for version 1 and updated after', () => {
    expect(versionMessage(1)).toBe('Your segment is successfully created');
    expect(versionMessage(2)).toBe('Your segment is successfully updated');
  });

  it('reads a follow-up together with the prompts before it, joined by and, then as sentences', () => {
    expect(followUpReadings(['gmail users who clicked in 30 days.'], 'only those in Germany')).toEqual([
      'gmail users who clicked in 30 days and only those in Germany',
      'gmail users who clicked in 30 days. only those in Germany',
    ]);
    expect(followUpReadings([], '  new customers ')).toEqual(['new customers']);
  });
});
