import { describe, expect, it } from 'vitest';
import type { TemplateFinding } from '@sendwell/contracts';
import { checkerSummary, kilobytes } from './checker-summary';

const finding = (severity: TemplateFinding['severity']): TemplateFinding => ({
  kind: 'link',
  severity,
  message: 'm',
  where: null,
  line: null,
  count: 1,
  fix: 'f',
});

describe('checkerSummary', () => {
  it('counts warnings as things to check and the rest as notes', () => {
    expect(
      checkerSummary([finding('warning'), finding('warning'), finding('warning'), finding('info')]),
    ).toBe('3 things to check · 1 note');
    expect(checkerSummary([finding('warning')])).toBe('1 thing to check');
    expect(checkerSummary([finding('info'), finding('info')])).toBe('Nothing to fix · 2 notes');
    expect(checkerSummary([])).toBe('Nothing to fix');
  });

  it('writes sizes in KB as Gmail counts them', () => {
    expect(kilobytes(102 * 1024)).toBe('102 KB');
    expect(kilobytes(1536)).toBe('1.5 KB');
  });
});
