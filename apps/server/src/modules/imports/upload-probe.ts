import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import type { ImportEncoding } from './imports.tables';

/** Bytes of the file's start kept to read its first record. */
const HEAD_BYTES = 1024 * 1024;

/** How many bytes at the end of `bytes` start a UTF-8 sequence that the next chunk completes. */
const incompleteTail = (bytes: Buffer): number => {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
};

/**
 * Watches an upload go by, chunk by chunk, without holding it: keeps its first megabyte, checks whether it
 * is valid UTF-8, and counts line breaks. From that it settles how the file is to be decoded and an upper
 * bound of its records.
 */
export class UploadProbe {
  private head: Buffer[] = [];
  private headLength = 0;
  private carry: Buffer = Buffer.alloc(0);
  private validUtf8 = true;
  private lf = 0;
  private cr = 0;
  private lastByte = -1;
  bytes = 0;

  observe(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.head.push(Buffer.from(part));
      this.headLength += part.length;
    }
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) this.lf++;
    for (let at = chunk.indexOf(13); at !== -1; at = chunk.indexOf(13, at + 1)) this.cr++;
    if (chunk.length > 0) this.lastByte = chunk[chunk.length - 1] ?? -1;
    if (this.validUtf8) this.checkUtf8(chunk);
  }

  private checkUtf8(chunk: Buffer): void {
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const tail = incompleteTail(bytes);
    if (!isUtf8(bytes.subarray(0, bytes.length - tail))) this.validUtf8 = false;
    this.carry = Buffer.from(bytes.subarray(bytes.length - tail));
  }

  /** A byte-order mark decides; else UTF-8 when every byte sequence is valid, else Windows-1252. */
  get encoding(): ImportEncoding {
    const head = this.headBytes();
    if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le';
    if (head[0] === 0xfe && head[1] === 0xff) return 'utf16be';
    if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf8';
    return this.validUtf8 && this.carry.length === 0 ? 'utf8' : 'win1252';
  }

  /** At most this many records, headers included: quoted line breaks and CRLF pairs only make it larger. */
  get recordsUpperBound(): number {
    return Math.max(this.lf, this.cr) + 1;
  }

  /**
   * Records of the file as its line breaks count them, headers included: exact unless a quoted cell
   * holds a line break. The progress bar's total.
   */
  get recordsEstimate(): number {
    const endsWithLineBreak = this.lastByte === 10 || this.lastByte === 13;
    return Math.max(0, this.recordsUpperBound - (endsWithLineBreak || this.bytes === 0 ? 1 : 0));
  }

  /** The file's first bytes as they are: enough to tell a binary file (see binaryFileProblem). */
  startBytes(): Buffer {
    return this.headBytes();
  }

  /** The decoded start of the file, without a byte-order mark. */
  headText(): string {
    return iconv.decode(this.headBytes(), this.encoding);
  }

  private headBytes(): Buffer {
    if (this.head.length > 1) this.head = [Buffer.concat(this.head)];
    return this.head[0] ?? Buffer.alloc(0);
  }
}
