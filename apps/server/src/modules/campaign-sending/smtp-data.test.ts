import DataStream from 'nodemailer/lib/smtp-connection/data-stream';
import { describe, expect, it } from 'vitest';
import { smtpDataSection } from './smtp-data';

/** What nodemailer's own SMTP client writes after a 354 for the same message. */
const nodemailerData = (message: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const stream = new DataStream();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
    stream.end(message);
  });

const section = (message: string) => Buffer.concat(smtpDataSection(Buffer.from(message, 'latin1')));

describe('the data section of a message with CRLF line ends is byte for byte what nodemailer writes', () => {
  it.each([
    ['no line starts with a dot', 'Subject: Hi\r\n\r\nHello\r\n'],
    ['the first byte is a dot', '.Subject: Hi\r\n\r\nbody\r\n'],
    ['a body line starts with a dot', 'Subject: Hi\r\n\r\n.leading dot\r\nbody\r\n'],
    ['several dotted lines in a row', 'A\r\n.\r\n..\r\n...\r\n.x\r\n'],
    ['a line that is only a dot, as the end-of-data line is', 'A\r\n.\r\nB\r\n'],
    ['the last line starts with a dot and has no line end', 'A\r\n.last'],
    ['no line end at the end', 'A\r\nB'],
    ['an empty message', ''],
    ['a dot inside a line', 'A.B\r\n. \r\n'],
  ])('%s', async (_name, message) => {
    const bytes = Buffer.from(message, 'latin1');
    expect(section(message).toString('latin1')).toBe((await nodemailerData(bytes)).toString('latin1'));
  });

  it('a campaign-sized message with dotted lines spread through it', async () => {
    const lines = Array.from({ length: 900 }, (_, n) => (n % 37 === 0 ? '.' : '') + `line ${n} `.repeat(7));
    const bytes = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
    expect(Buffer.concat(smtpDataSection(bytes)).equals(await nodemailerData(bytes))).toBe(true);
  });
});

it('hands a message without a dotted line on as it is, not copied', () => {
  const bytes = Buffer.from('Subject: Hi\r\n\r\nHello.\r\n');
  const pieces = smtpDataSection(bytes);
  expect(pieces[0]).toBe(bytes);
  expect(pieces.map((piece) => piece.toString('latin1'))).toEqual(['Subject: Hi\r\n\r\nHello.\r\n', '.\r\n']);
});

/** The message a receiving server reads back from a data section: a line's first dot dropped, up to the end line. */
const unstuffed = (data: string): string => {
  const body = data.slice(0, data.indexOf('\r\n.\r\n') + 2);
  return body.replace(/(^|\n)\./g, '$1');
};

it.each([
  ['a bare LF before a dot', 'A\n.\r\nB\r\n'],
  ['a bare LF before the end-of-data line a server may read', 'A\n.\nB\r\n'],
  ['a message that ends with a bare LF', 'A\r\nB\n'],
  ['a message that ends with a CR', 'A\r\nB\r'],
])('with %s, the data ends only at its end-of-data line and reads back as sent', (_name, message) => {
  const data = section(message).toString('latin1');
  expect(data.indexOf('\r\n.\r\n')).toBe(data.length - 5);
  expect(data.indexOf('\n.\n')).toBe(-1);
  expect(unstuffed(data)).toBe(message.endsWith('\r\n') ? message : `${message}\r\n`);
});
