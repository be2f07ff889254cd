import type { Writable } from 'node:stream';
import type pg from 'pg';

/** Protocol message types a COPY TO STDOUT answer can hold before its end. */
const COPY_DATA = 0x64; // 'd'
const COPY_OUT_RESPONSE = 0x48; // 'H'
const NOTICE = 0x4e; // 'N'
const NOTIFICATION = 0x41; // 'A'
const PARAMETER_STATUS = 0x53; // 'S'

/** The type byte and the length word in front of every message. */
const HEADER_BYTES = 5;
/** What is handed to the target per write: few, large writes cost far less than one per network read. */
const BLOCK_BYTES = 1 << 20;

/** The parts of pg's connection this reader takes over while the COPY runs. */
interface Connection {
  stream: NodeJS.ReadableStream & { pause(): void; resume(): void };
  query(text: string): void;
}

/**
 * Runs `COPY ... TO STDOUT` on `client` and writes the rows to `target` (which is left open), resolving with
 * the number of rows Postgres reports. Postgres sends each row as its own message; instead of handling them
 * one by one, the reader walks the message headers in each network read and copies the row bytes into large
 * blocks. Any other message (the end, an error) is handed back to pg, which finishes the query as usual.
 */
export const copyOut = (client: pg.ClientBase, text: string, target: Writable): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    let rows = 0;
    let failure: Error | undefined;
    let block = Buffer.allocUnsafe(BLOCK_BYTES);
    let filled = 0;
    /** Bytes of the current message's body still to come, and whether they are row data. */
    let remaining = 0;
    let keep = false;
    /** A header split between two network reads. */
    const header = Buffer.alloc(HEADER_BYTES);
    let headerBytes = 0;

    const flush = (): boolean => {
      if (failure) filled = 0;
      if (filled === 0) return true;
      const full = block.subarray(0, filled);
      block = Buffer.allocUnsafe(BLOCK_BYTES);
      filled = 0;
      return target.write(full);
    };

    const append = (chunk: Buffer, start: number, end: number) => {
      let from = start;
      while (from < end) {
        const length = Math.min(end - from, BLOCK_BYTES - filled);
        chunk.copy(block, filled, from, from + length);
        filled += length;
        from += length;
        if (filled === BLOCK_BYTES) flush();
      }
    };

    const query = {
      text,
      submit(connection: Connection) {
        const stream = connection.stream;
        const readers = stream.listeners('data') as ((chunk: Buffer) => void)[];
        const pgReader = readers[0];
        if (!pgReader || readers.length !== 1) throw new Error('The database connection is read by something else');
        stream.removeListener('data', pgReader);
        /** Gives the stream back to pg from `at` on: the end of the COPY, or an error. */
        const handBack = (chunk: Buffer, at: number) => {
          stream.removeListener('data', read);
          target.removeListener('drain', resume);
          target.removeListener('error', targetFailed);
          stream.on('data', pgReader);
          pgReader(chunk.subarray(at));
        };
        const resume = () => stream.resume();
        // A target that fails takes nothing more; the COPY runs to its end so the connection stays usable.
        const targetFailed = (error: Error) => {
          failure ??= error;
          resume();
        };
        const read = (chunk: Buffer) => {
          let at = 0;
          while (at < chunk.length) {
            if (remaining > 0) {
              const end = Math.min(chunk.length, at + remaining);
              if (keep) append(chunk, at, end);
              remaining -= end - at;
              at = end;
              continue;
            }
            if (headerBytes === 0 && chunk.length - at >= HEADER_BYTES) {
              const type = chunk[at]!;
              if (!isCopyMessage(type)) return handBack(chunk, at);
              keep = type === COPY_DATA;
              remaining = chunk.readUInt32BE(at + 1) - 4;
              at += HEADER_BYTES;
            } else {
              // A header cut by the end of a read: gather it across reads.
              if (headerBytes === 0 && !isCopyMessage(chunk[at]!)) return handBack(chunk, at);
              const length = Math.min(HEADER_BYTES - headerBytes, chunk.length - at);
              chunk.copy(header, headerBytes, at, at + length);
              headerBytes += length;
              at += length;
              if (headerBytes < HEADER_BYTES) continue;
              headerBytes = 0;
              keep = header[0] === COPY_DATA;
              remaining = header.readUInt32BE(1) - 4;
            }
          }
          if (filled >= BLOCK_BYTES / 2 && !flush()) {
            stream.pause();
            target.once('drain', resume);
          }
        };
        target.once('error', targetFailed);
        stream.on('data', read);
        connection.query(text);
      },
      handleCommandComplete(message: { text?: string }) {
        rows = Number(/^COPY (\d+)/.exec(message.text ?? '')?.[1] ?? 0);
      },
      // pg reports a database error here and, unlike a success, does not call handleReadyForQuery after it.
      handleError(error: Error) {
        failure ??= error;
        reject(failure);
      },
      handleReadyForQuery() {
        if (failure) return reject(failure);
        flush();
        resolve(rows);
      },
    };
    client.query(query as unknown as pg.Submittable);
  });

const isCopyMessage = (type: number) =>
  type === COPY_DATA || type === COPY_OUT_RESPONSE || type === NOTICE || type === NOTIFICATION || type === PARAMETER_STATUS;
