import { describe, expect, it } from 'vitest';
import { TemplateActionMessages } from '@sendwell/contracts';
import { checkTestAddresses } from './test-email-addresses';

describe('checkTestAddresses', () => {
  it('splits on commas, semicolons, spaces and lines, and keeps each address once', () => {
    expect(
      checkTestAddresses(' ada@example.com,grace@example.com;\nADA@example.com  Zoe@Example.org '),
    ).toEqual({
      ok: true,
      emails: ['ada@example.com', 'grace@example.com', 'zoe@example.org'],
    });
  });

  it('names the first address that is not one', () => {
    expect(checkTestAddresses('ada@example.com, grace@, alan')).toEqual({
      ok: false,
      message: '"grace@" is not a valid email address',
    });
  });

  it('asks for one address at least and at most five', () => {
    expect(checkTestAddresses(' , ')).toEqual({
      ok: false,
      message: TemplateActionMessages.testEmailRecipientsRequired,
    });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.com`).join(', ');
    expect(checkTestAddresses(six)).toEqual({
      ok: false,
      message: TemplateActionMessages.testEmailTooManyRecipients,
    });
  });
});
