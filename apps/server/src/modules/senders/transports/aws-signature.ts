import { createHash, createHmac } from 'node:crypto';

const sha256 = (data: string): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** RFC 3986 encoding, as Signature Version 4 wants it. */
const encodeRfc3986 = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signature Version 4 headers for one AWS request (docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv.html),
 * for calls without a query string, as Sendwell's SES and SNS calls are. Services other than S3 sign each path
 * segment encoded twice: once in the URL, once more here.
 */
export const signAwsRequest = (
  request: { method: string; url: string; body: string; service: string; contentType?: string },
  credentials: AwsCredentials,
  now: Date,
): Record<string, string> => {
  const url = new URL(request.url);
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: url.host,
    'x-amz-date': amzDate,
    'content-type': request.contentType ?? 'application/json',
  };
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonicalHeaders = Object.keys(headers)
    .sort()
    .map((name) => `${name}:${headers[name]}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname.split('/').map(encodeRfc3986).join('/'),
    '',
    canonicalHeaders,
    signedHeaders,
    sha256(request.body),
  ].join('\n');
  const scope = `${day}/${credentials.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), request.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
};
