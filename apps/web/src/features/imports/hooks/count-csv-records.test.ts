import { describe, expect, it } from 'vitest';
import { countCsvRecords } from './count-csv-records';

const count = (text: string) => countCsvRecords(new Blob([text]));

describe('countCsvRecords', () => {
  it('counts records with any line ending, and a last one without it', async () => {
    expect(await count('email\na@example.com\nb@example.com\n')).toBe(3);
    expect(await count('email\r\na@example.com\r\nb@example.com')).toBe(3);
    expect(await count('email\ra@example.com\rb@example.com\r')).toBe(3);
  });

  it('leaves out blank lines', async () => {
    expect(await count('\nemail\n\n  \na@example.com\n\n\n')).toBe(2);
    expect(await count('')).toBe(0);
  });

  it('does not start a record at a line break inside a quoted value', async () => {
    expect(await count('email,notes\na@example.com,"two\r\nlines"\nb@example.com,"say ""hi""\nthere"\n')).toBe(3);
    expect(await count('email;notes\na@example.com;"x;\ny"\n')).toBe(2);
  });

  it('takes a quote inside an unquoted value as text', async () => {
    expect(await count('name,size\nscreen,15" wide\nphone,6"\n')).toBe(3);
  });

  it('counts UTF-16 text by its line breaks', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('email\na@x.io\n').flatMap((char) => [char.charCodeAt(0), 0])]);
    expect(await countCsvRecords(new Blob([utf16]))).toBe(2);
  });

  it('reads the file in pieces', async () => {
    const text = Array.from({ length: 100_000 }, (_, index) => `user${index}@example.com,"Name ${index}"`).join('\n');
    expect(await count(text)).toBe(100_000);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(countCsvRecords(new Blob(['a\nb']), controller.signal)).rejects.toBeDefined();
  });
});
