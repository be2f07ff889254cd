import { describe, expect, it } from 'vitest';
import { createSecretBox, createSigner } from './secret-box';

const KEY = 'a-secret-key-of-at-least-thirty-two-characters';

describe('secret box (AES-256-GCM under a key derived from the secret key)', () => {
  const box = createSecretBox(KEY, 'sender-credentials');

  it('opens what it sealed, and the sealed text holds no trace of the plaintext', () => {
    const sealed = box.seal('{"password":"hunter2-hunter2"}', 'account-1');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('hunter2');
    expect(box.open(sealed, 'account-1')).toBe('{"password":"hunter2-hunter2"}');
  });

  it('seals the same text differently each time', () => {
    expect(box.seal('same', 'account-1')).not.toBe(box.seal('same', 'account-1'));
  });

  it('refuses an altered value, another account, another purpose and another secret key', () => {
    const sealed = box.seal('secret', 'account-1');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'), 'account-1')).toThrow();
    expect(() => box.open(sealed, 'account-2')).toThrow();
    expect(() => createSecretBox(KEY, 'another-purpose').open(sealed, 'account-1')).toThrow();
    expect(() => createSecretBox(`${KEY}-rotated`, 'sender-credentials').open(sealed, 'account-1')).toThrow();
    expect(() => box.open('not sealed', 'account-1')).toThrow('Not a sealed value');
  });
});

describe('signer', () => {
  const signer = createSigner(KEY, 'links');

  it('reads back what it signed and refuses any change', () => {
    const token = signer.sign('{"s":1}');
    expect(signer.verify(token)).toBe('{"s":1}');
    const [payload, signature] = token.split('.');
    expect(signer.verify(`${Buffer.from('{"s":2}').toString('base64url')}.${signature}`)).toBeUndefined();
    expect(signer.verify(`${payload}.${signature!.slice(1)}x`)).toBeUndefined();
    expect(createSigner(KEY, 'other').verify(token)).toBeUndefined();
    expect(signer.verify('garbage')).toBeUndefined();
  });
});
