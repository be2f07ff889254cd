import { describe, expect, it } from 'vitest';
import { editorTargetOf } from './editor-address';

describe('editorTargetOf', () => {
  it('reads the three editor addresses', () => {
    expect(editorTargetOf('v3/2')).toEqual({ kind: 'gallery', id: 2, blocks: undefined });
    expect(editorTargetOf('v3/1', ['header-logo'])).toEqual({
      kind: 'gallery',
      id: 1,
      blocks: ['header-logo'],
    });
    expect(editorTargetOf('v3/1/42')).toEqual({ kind: 'saved', id: 42 });
    expect(editorTargetOf('1/42')).toEqual({ kind: 'saved', id: 42 });
  });

  it('answers nothing for any other address', () => {
    for (const rest of ['', 'v3', 'v3/abc', 'v3/1/0', 'v2/5', '1/42/extra', 'v3/-1']) {
      expect(editorTargetOf(rest), rest).toBeUndefined();
    }
  });
});
