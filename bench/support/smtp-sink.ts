/*
 * An SMTP peer that takes every message and only counts it, in a process of its own so neither the engine nor
 * the nodemailer baseline shares its event loop. It does the least a receiving server must: answers EHLO with
 * PIPELINING and 8BITMIME, accepts every MAIL, RCPT and DATA, and finds the end of each message with one
 * native search per chunk (Buffer.indexOf) instead of parsing it, so it stays far from being the limit of
 * what it measures. Any number of connections, each with any number of messages. Listens on the port given
 * as the first argument; answers 'count' messages from its parent with the number taken so far.
 */
import { createServer, type Socket } from 'node:net';

const port = Number(process.argv[2]);
const END_OF_DATA = Buffer.from('\r\n.\r\n');
const EHLO = '250-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 ENHANCEDSTATUSCODES\r\n';
let taken = 0;

const answerTo = (line: string): string | 'data' | 'quit' => {
  const verb = line.slice(0, 4).toUpperCase();
  if (verb === 'EHLO') return EHLO;
  if (verb === 'DATA') return 'data';
  if (verb === 'QUIT') return 'quit';
  return '250 2.0.0 OK\r\n';
};

const serve = (socket: Socket): void => {
  socket.setNoDelay(true);
  socket.on('error', () => {});
  let inData = false;
  // Commands: the unfinished line; data: the last bytes of the previous chunk, so a terminator split
  // across chunks is still found.
  let pending: Buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    let buffer: Buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    let replies = '';
    for (;;) {
      if (inData) {
        const end = buffer.indexOf(END_OF_DATA);
        if (end < 0) {
          pending = buffer.subarray(Math.max(0, buffer.length - (END_OF_DATA.length - 1)));
          break;
        }
        taken++;
        replies += '250 2.0.0 Queued\r\n';
        inData = false;
        buffer = buffer.subarray(end + END_OF_DATA.length);
        continue;
      }
      const newline = buffer.indexOf(10);
      if (newline < 0) {
        pending = buffer;
        break;
      }
      const answer = answerTo(buffer.toString('latin1', 0, newline));
      buffer = buffer.subarray(newline + 1);
      if (answer === 'quit') {
        socket.end(`${replies}221 2.0.0 Bye\r\n`);
        return;
      }
      if (answer === 'data') {
        replies += '354 End data with <CR><LF>.<CR><LF>\r\n';
        inData = true;
        // The data begins right after DATA's line end: an empty message's terminator is '.\r\n' alone.
        buffer = Buffer.concat([Buffer.from('\r\n'), buffer]);
        continue;
      }
      replies += answer;
    }
    if (replies) socket.write(replies);
  });
  socket.write('220 sink ESMTP\r\n');
};

const server = createServer(serve);
server.on('error', () => {});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('message', (message) => {
  if (message === 'count') process.send?.({ count: taken });
});
