import { describe, expect, it } from 'vitest';
import { addMonths } from './apply-payment-event';
import {
  sandboxCardOutcome,
  sandboxWebhookSecret,
  signSandboxEvent,
  verifySandboxSignature,
} from './sandbox-provider';

describe('sandbox signatures', () => {
  const secret = sandboxWebhookSecret('a secret key');
  const body = Buffer.from('{"id":"evt_1","note":"Zürich 🎉"}');
  const now = new Date('2026-11-26T10:00:00Z');

  it('accepts its own signature over the exact bytes within five minutes', () => {
    const header = signSandboxEvent(secret, body, now);
    expect(verifySandboxSignature(secret, header, body, new Date(now.getTime() + 299_000))).toBe(true);
    expect(verifySandboxSignature(secret, header, body, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifySandboxSignature(secret, header, Buffer.from(`${body.toString()} `), now)).toBe(false);
    expect(verifySandboxSignature(sandboxWebhookSecret('another key'), header, body, now)).toBe(false);
  });

  it('refuses missing and malformed headers', () => {
    for (const header of [undefined, '', 't=abc,v1=00', 'v1=zz', `t=${Math.floor(now.getTime() / 1000)}`])
      expect(verifySandboxSignature(secret, header, body, now)).toBe(false);
  });
});

describe('sandbox cards', () => {
  it('succeed, decline or ask for confirmation, with or without spaces', () => {
    expect(sandboxCardOutcome('4242424242424242', false)).toBe('succeeded');
    expect(sandboxCardOutcome('4000-0000-0000-0002', false)).toBe('failed');
    expect(sandboxCardOutcome('4000 0025 0000 3155', false)).toBe('requires_confirmation');
    expect(sandboxCardOutcome('4000 0025 0000 3155', true)).toBe('succeeded');
    expect(sandboxCardOutcome('1234 5678 9012 3456', false)).toBe('unknown_card');
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T08:30:00Z'), 1).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(addMonths(new Date('2028-01-31T08:30:00Z'), 1).toISOString()).toBe('2028-02-29T08:30:00.000Z');
    expect(addMonths(new Date('2026-11-26T10:00:00Z'), 12).toISOString()).toBe('2027-11-26T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});
