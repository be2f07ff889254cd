import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

const FLUSH_AT = 64 * 1024;

/**
 * A file written in chunks of about 256 KB. Text is collected until the chunk is full, then written; when
 * the stream's buffer is full, `flushIfFull` waits for it to drain, so a fast generator never holds more
 * than a chunk or two per file, whatever the dataset's size.
 */
export class FileSink {
  private readonly stream: WriteStream;
  private parts: string[] = [];
  private pending = 0;
  private failure: Error | null = null;

  constructor(readonly path: string) {
    this.stream = createWriteStream(path);
    this.stream.on('error', (error) => {
      this.failure = error;
    });
  }

  write(text: string): void {
    if (text.length === 0) return;
    this.parts.push(text);
    this.pending += text.length;
  }

  async flushIfFull(): Promise<void> {
    if (this.pending >= FLUSH_AT) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.pending === 0) return;
    const chunk = this.parts.join('');
    this.parts = [];
    this.pending = 0;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await finished(this.stream);
    if (this.failure) throw this.failure;
  }

  /** Stops writing after a failure elsewhere; the partial file is left for the caller to remove. */
  destroy(): void {
    this.stream.destroy();
  }
}
