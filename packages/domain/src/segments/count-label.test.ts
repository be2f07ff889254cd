import { describe, expect, it } from 'vitest';
import { liveCountLabel } from './count-label';

describe('liveCountLabel', () => {
  it("reads 'Counting…' while a count is on its way, even with an older number known", () => {
    expect(liveCountLabel(null, true)).toBe('Counting…');
    expect(liveCountLabel(12, true)).toBe('Counting…');
  });
  it('pluralises contact', () => {
    expect(liveCountLabel(0, false)).toBe('0 contacts');
    expect(liveCountLabel(1, false)).toBe('1 contact');
    expect(liveCountLabel(2, false)).toBe('2 contacts');
  });
  it('shows full numbers above 999', () => {
    expect(liveCountLabel(999, false)).toBe('999 contacts');
    expect(liveCountLabel(1234, false)).toBe('1,234 contacts');
    expect(liveCountLabel(1_000_000, false)).toBe('1,000,000 contacts');
  });
  it('says when there is no count', () => {
    expect(liveCountLabel(null, false)).toBe('Not counted');
  });
});
