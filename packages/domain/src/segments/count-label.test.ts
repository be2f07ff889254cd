import { describe, expect, it } from 'vitest';
import { previewCountLabel } from './count-label';

describe('previewCountLabel', () => {
  it("reads 'Preview count' until a count is known", () => {
    expect(previewCountLabel(null)).toBe('Preview count');
    expect(previewCountLabel(undefined)).toBe('Preview count');
  });
  it('pluralises contact', () => {
    expect(previewCountLabel(0)).toBe('0 contacts');
    expect(previewCountLabel(1)).toBe('1 contact');
    expect(previewCountLabel(2)).toBe('2 contacts');
  });
  it('shows full numbers above 999', () => {
    expect(previewCountLabel(999)).toBe('999 contacts');
    expect(previewCountLabel(1234)).toBe('1,234 contacts');
    expect(previewCountLabel(1_000_000)).toBe('1,000,000 contacts');
  });
});
