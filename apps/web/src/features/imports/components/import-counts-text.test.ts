import { describe, expect, it } from 'vitest';
import { importCountsText, reportSummaryText } from './import-counts-text';

const counts = { new: 4, updated: 0, unchanged: 0, invalid: 2, duplicates: 1, warnings: 2 };

describe('import counts in words', () => {
  it('names warnings only when there are some', () => {
    expect(importCountsText(counts)).toBe('4 new, 0 updated, 0 unchanged, 2 invalid, 1 duplicate, 2 warnings');
    expect(importCountsText({ ...counts, warnings: 0 })).toBe('4 new, 0 updated, 0 unchanged, 2 invalid, 1 duplicate');
  });
  it('says what the report holds: rows skipped, values left empty', () => {
    expect(reportSummaryText(counts)).toBe(
      '2 rows were skipped (errors) and 2 values were left empty, their contacts imported (warnings).',
    );
    expect(reportSummaryText({ ...counts, invalid: 0, warnings: 1 })).toBe(
      '1 value was left empty, its contact imported (warnings).',
    );
    expect(reportSummaryText({ ...counts, invalid: 0, warnings: 0 })).toBe('');
  });
});
