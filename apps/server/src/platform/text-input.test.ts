import { describe, expect, it } from 'vitest';
import {
  assertSafeText,
  BODY_NOT_UTF8,
  findMisencodedQuery,
  findUnsafeText,
  hasUnsafeText,
  UNSAFE_TEXT,
  UnsafeTextError,
  utf8Body,
  withoutUnsafeText,
} from './text-input';

describe('hasUnsafeText', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a high surrogate at the end', 'abc\uDBFF'],
    ['two high surrogates', '\uD800\uD800'],
    ['a low surrogate before a high one', '\uDC00\uD800'],
  ])('finds %s', (_, text) => {
    expect(hasUnsafeText(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Spring sale'],
    ['an emoji (a surrogate pair)', '👩🏽‍💻 launch 🚀'],
    ['Turkish dotted and dotless i', 'İstanbul ıspanak'],
    ['right-to-left text', 'مرحبا بالعالم'],
    ['U+FFFD itself', 'a\uFFFDb'],
    ['other control characters', 'tab\there\u0001'],
    ['the empty string', ''],
  ])('accepts %s', (_, text) => {
    expect(hasUnsafeText(text)).toBe(false);
  });
});

describe('withoutUnsafeText', () => {
  it('drops NULs and lone surrogates and keeps pairs', () => {
    expect(withoutUnsafeText('a\u0000b\uD800c\uDC00d🚀')).toBe('abcd🚀');
  });
});

describe('findUnsafeText', () => {
  it('names a nested field by its dotted path', () => {
    expect(
      findUnsafeText({ segmentFilters: [{ filters: [{ condition: 'city', compareValue: 'Par\u0000is' }] }] }),
    ).toBe('segmentFilters.0.filters.0.compareValue');
  });

  it('names an object key that is itself unsafe, with U+FFFD in place of the bad character', () => {
    expect(findUnsafeText({ properties: { 'plan\u0000': 'Pro' } })).toBe('properties.plan\uFFFD');
  });

  it('finds strings inside arrays of arrays', () => {
    expect(findUnsafeText({ tags: [['ok', 'b\uDC00ad']] })).toBe('tags.0.1');
  });

  it('names a bare string "_"', () => {
    expect(findUnsafeText('\u0000')).toBe('_');
  });

  it('reads query objects without a prototype', () => {
    const query = Object.assign(Object.create(null) as Record<string, unknown>, { search: 'x\u0000' });
    expect(findUnsafeText(query)).toBe('search');
  });

  it('leaves bytes and streams to the code that reads them', () => {
    expect(findUnsafeText({ raw: Buffer.from([0, 0xff]) })).toBeUndefined();
  });

  it('passes clean values of every kind', () => {
    expect(findUnsafeText({ a: 1, b: null, c: true, d: ['x', { e: 'İ' }], f: undefined })).toBeUndefined();
  });
});

describe('assertSafeText', () => {
  it('throws a 400 that names the field in the API error shape', () => {
    let thrown: unknown;
    try {
      assertSafeText({ name: 'a\u0000b' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UnsafeTextError);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `name: ${UNSAFE_TEXT}`,
      fields: { name: UNSAFE_TEXT },
    });
  });
});

describe('findMisencodedQuery', () => {
  it.each([
    ['/api/lists?search=a%FFb', 'search'],
    ['/api/lists?page=1&search=%ED%A0%80', 'search'],
    ['/api/lists?se%FFarch=x', 'se%FFarch'],
    ['/api/lists?a%20b=%C3%28', 'a b'],
  ])('names the parameter of %s', (url, name) => {
    expect(findMisencodedQuery(url)).toBe(name);
  });

  it.each([
    '/api/lists',
    '/api/lists?search=caf%C3%A9&page=2',
    '/api/lists?search=%F0%9F%9A%80',
    '/api/lists?q=100%25',
    '/api/lists?flag&x=a=b',
  ])('passes %s', (url) => {
    expect(findMisencodedQuery(url)).toBeUndefined();
  });
});

describe('utf8Body', () => {
  it('reads UTF-8 bytes', () => {
    expect(utf8Body(Buffer.from('{"name":"Zoë 🚀"}'))).toBe('{"name":"Zoë 🚀"}');
  });

  it('refuses bytes that are not UTF-8, rather than reading them as U+FFFD', () => {
    expect(() => utf8Body(Buffer.from([0x7b, 0xff, 0x7d]))).toThrow(BODY_NOT_UTF8);
  });
});
