import { randomBytes } from 'node:crypto';

/** A multipart/form-data body as a browser's FormData sends it: text fields first, then the file. */
export const multipartBody = (
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string; type?: string },
): { body: Buffer; contentType: string } => {
  const boundary = `----sendwell${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
    );
    parts.push(typeof file.content === 'string' ? Buffer.from(file.content) : file.content);
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};
