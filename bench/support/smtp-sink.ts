/*
 * An SMTP server that takes every message and only counts it, in a process of its own so neither the engine
 * nor the nodemailer baseline shares its event loop. Listens on the port given as the first argument; answers
 * 'count' messages from its parent with the number taken so far.
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2]);
let taken = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Many messages per connection, as a receiving MTA allows a bulk sender.
  maxClients: 64,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      taken++;
      callback();
    });
    stream.resume();
  },
});
server.on('error', () => {});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('message', (message) => {
  if (message === 'count') process.send?.({ count: taken });
});
