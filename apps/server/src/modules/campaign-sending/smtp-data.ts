const LF_DOT = Buffer.from('\n.');
const DOT = Buffer.from('.');
const END_AFTER_CRLF = Buffer.from('.\r\n');
const END = Buffer.from('\r\n.\r\n');

/**
 * What follows a 354 for `message`: its bytes with a dot added before every line that starts with one (RFC 5321
 * 4.5.2), then the end-of-data line. The pieces are slices of the message, to be written together (cork/uncork),
 * so a message without such a line is neither copied nor read byte by byte in JavaScript: one native search
 * tells. A dot after a bare LF is doubled too, as nodemailer's DataStream does, so no line in the message can end
 * the data early however its lines end; bare LFs themselves go as they are (campaign messages have none).
 */
export const smtpDataSection = (message: Buffer): Buffer[] => {
  const pieces: Buffer[] = [];
  if (message[0] === 0x2e) pieces.push(DOT);
  let from = 0;
  for (let at = message.indexOf(LF_DOT); at >= 0; at = message.indexOf(LF_DOT, at + 2)) {
    pieces.push(message.subarray(from, at + 1), DOT);
    from = at + 1;
  }
  pieces.push(from === 0 ? message : message.subarray(from));
  const endsWithCrlf =
    message.length >= 2 && message[message.length - 2] === 0x0d && message[message.length - 1] === 0x0a;
  pieces.push(endsWithCrlf ? END_AFTER_CRLF : END);
  return pieces;
};
