import { describe, expect, it } from 'vitest';
import { compileMergeTags, mergeValuesOfContact, mergeValuesOfUser, renderMergeTags } from './render-merge-tags';

describe('renderMergeTags', () => {
  it("fills a contact's properties", async () => {
    expect(
      await renderMergeTags('<p>Hi {{ first_name }} {{last_name}}</p>', {
        first_name: 'Ada',
        last_name: 'Lovelace',
      }),
    ).toBe('<p>Hi Ada Lovelace</p>');
  });

  it('uses the default for a missing or empty property and prints nothing for one without a default', async () => {
    const html = '<p>Hi {{first_name | default: "there"}}{{ city }}!</p>';
    expect(await renderMergeTags(html, {})).toBe('<p>Hi there!</p>');
    expect(await renderMergeTags(html, { first_name: '' })).toBe('<p>Hi there!</p>');
  });

  it('escapes values, so a name cannot add markup', async () => {
    expect(
      await renderMergeTags('<p>{{ first_name }}</p>', { first_name: '<img src=x onerror=alert(1)>' }),
    ).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('refuses an unknown filter with a message naming it', async () => {
    await expect(renderMergeTags('{{ first_name | shout }}', { first_name: 'Ada' })).rejects.toThrow(/shout/);
  });

  it('refuses a broken tag', async () => {
    await expect(renderMergeTags('{% if first_name %}', {})).rejects.toThrow(
      /merge tags could not be filled in/,
    );
  });
});

describe('mergeValuesOfUser', () => {
  it('splits the name into first and last name', () => {
    expect(mergeValuesOfUser({ email: 'a@example.com', name: 'Ada King Lovelace', company: '' })).toEqual({
      email: 'a@example.com',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      first_name: 'Ada',
      last_name: 'King Lovelace',
      company: undefined,
    });
  });
});

describe('mergeValuesOfContact', () => {
  it('reads a property under its own key and its snake_case name', async () => {
    const values = mergeValuesOfContact({
      email: 'ada@example.com',
      properties: { firstName: 'Ada', lastName: 'Lovelace', first_name: 'Augusta', visits: 3 },
    });
    expect(values).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      first_name: 'Augusta',
      last_name: 'Lovelace',
      visits: 3,
    });
    expect(await renderMergeTags('{{ last_name }} {{ lastName }}', values)).toBe('Lovelace Lovelace');
  });
});

describe('compileMergeTags', () => {
  it('parses once and fills for each contact as renderMergeTags does, escaping values', () => {
    const fill = compileMergeTags('<p>Hi {{ first_name | default: "there" }}</p>');
    expect(fill({ first_name: 'Zoë' })).toBe('<p>Hi Zoë</p>');
    expect(fill({})).toBe('<p>Hi there</p>');
    expect(fill({ first_name: '<b>' })).toBe('<p>Hi &lt;b&gt;</p>');
  });

  it('refuses an unknown filter when parsing, naming it', () => {
    expect(() => compileMergeTags('{{ first_name | shout }}')).toThrow(/shout/);
  });
});
