import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time';

describe('constantTimeEqual', () => {
  it('answers true for the same bytes, as strings or buffers', () => {
    expect(constantTimeEqual('a1b2c3', 'a1b2c3')).toBe(true);
    expect(constantTimeEqual(Buffer.from('0badf00d', 'hex'), Buffer.from('0badf00d', 'hex'))).toBe(true);
    expect(constantTimeEqual('häagen', Buffer.from('häagen'))).toBe(true);
  });

  it('answers false for values of the same length that differ, wherever they differ', () => {
    expect(constantTimeEqual('a1b2c3', 'a1b2c4')).toBe(false);
    expect(constantTimeEqual('a1b2c3', 'b1b2c3')).toBe(false);
    expect(constantTimeEqual(Buffer.from([1, 2, 3]), Buffer.from([1, 2, 4]))).toBe(false);
  });

  it('answers false for values of different lengths without throwing', () => {
    expect(constantTimeEqual('a1b2c3', 'a1b2c3d4')).toBe(false);
    expect(constantTimeEqual(Buffer.from([1, 2, 3, 4]), Buffer.from([1, 2, 3]))).toBe(false);
    // Two characters, three UTF-8 bytes: compared as bytes, not characters.
    expect(constantTimeEqual('ab', 'aé')).toBe(false);
  });

  it('answers true for two empty values and false for an empty one against another', () => {
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual(Buffer.alloc(0), Buffer.alloc(0))).toBe(true);
    expect(constantTimeEqual('', 'a1b2c3')).toBe(false);
    expect(constantTimeEqual('a1b2c3', '')).toBe(false);
  });
});
