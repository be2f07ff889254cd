import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Reading a web address a customer gave us, without letting it reach what only the server can reach: http(s)
 * only; every address a host name resolves to must be public (never private, loopback, link-local such as
 * 169.254.169.254, or reserved), checked at connection time so a DNS answer cannot change between the check and
 * the connection; at most 5 redirects, each checked the same way; a size and a time limit on the whole read.
 */

export const SafeFetchMessages = {
  scheme: 'Only http and https addresses can be read',
  privateAddress: 'The address points inside a private network, so it cannot be read',
  tooManyRedirects: 'The website redirected more than 5 times',
  tooLarge: (limit: string) => `The website sent more than ${limit}`,
  timeout: (seconds: number) => `The website did not answer within ${seconds} seconds`,
  status: (status: number) => `The website answered with status ${status}`,
  unreachable: (reason: string) => `The website could not be reached (${reason})`,
  invalid: 'The address is not a valid web address',
} as const;

export class SafeFetchError extends Error {}

export interface SafeFetchOptions {
  /** Tests serve their sites on 127.0.0.1; nothing else may allow it. Link-local and private stay refused. */
  allowLoopback?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
}

export interface SafeFetchResult {
  /** The address finally read, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

const MB = 1024 * 1024;

const isAllowedAddress = (address: string, allowLoopback: boolean): boolean => {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
};

/** dns.lookup that refuses, at connection time, a host whose addresses are not all public. */
const guardedLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      if (list.length === 0 || !list.every((entry) => isAllowedAddress(entry.address, allowLoopback))) {
        return callback(
          Object.assign(new Error(SafeFetchMessages.privateAddress), { code: 'EPRIVATE' }),
          '',
          4,
        );
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };

const parseTarget = (raw: string, allowLoopback: boolean): URL => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError(SafeFetchMessages.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError(SafeFetchMessages.scheme);
  if (url.username || url.password) throw new SafeFetchError(SafeFetchMessages.invalid);
  // A literal address is never looked up, so it is checked here.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isAllowedAddress(host, allowLoopback))
    throw new SafeFetchError(SafeFetchMessages.privateAddress);
  if (host === 'localhost' && !allowLoopback) throw new SafeFetchError(SafeFetchMessages.privateAddress);
  return url;
};

const requestOnce = (
  url: URL,
  options: Required<SafeFetchOptions>,
  deadline: number,
): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'GET',
      lookup: guardedLookup(options.allowLoopback),
      headers: {
        accept: options.accept,
        'accept-encoding': 'identity',
        'user-agent': 'SendwellBrandKit/1.0 (+reads a website to suggest a brand kit)',
      },
      timeout: Math.max(1, deadline - Date.now()),
    });
    request.on('response', resolve);
    request.on('timeout', () =>
      request.destroy(new SafeFetchError(SafeFetchMessages.timeout(options.timeoutMs / 1000))),
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof SafeFetchError) return reject(error);
      if (error.code === 'EPRIVATE') return reject(new SafeFetchError(SafeFetchMessages.privateAddress));
      reject(new SafeFetchError(SafeFetchMessages.unreachable(error.code ?? error.message)));
    });
    request.end();
  });

const readBody = (
  response: IncomingMessage,
  options: Required<SafeFetchOptions>,
  deadline: number,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(
      () => response.destroy(new SafeFetchError(SafeFetchMessages.timeout(options.timeoutMs / 1000))),
      Math.max(1, deadline - Date.now()),
    );
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      clearTimeout(timer);
      response.destroy();
      return reject(new SafeFetchError(SafeFetchMessages.tooLarge(`${options.maxBytes / MB} MB`)));
    }
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBytes) {
        response.destroy(new SafeFetchError(SafeFetchMessages.tooLarge(`${options.maxBytes / MB} MB`)));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    response.on('error', (error) => {
      clearTimeout(timer);
      reject(
        error instanceof SafeFetchError
          ? error
          : new SafeFetchError(SafeFetchMessages.unreachable(error.message)),
      );
    });
  });

/** GETs `address`, following redirects, within the limits; a refusal is a SafeFetchError that says why. */
export const safeFetch = async (address: string, given: SafeFetchOptions = {}): Promise<SafeFetchResult> => {
  const options: Required<SafeFetchOptions> = {
    allowLoopback: false,
    maxBytes: 2 * MB,
    timeoutMs: 10_000,
    maxRedirects: 5,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    ...given,
  };
  const deadline = Date.now() + options.timeoutMs;
  let url = parseTarget(address, options.allowLoopback);
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(url, options, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= options.maxRedirects) throw new SafeFetchError(SafeFetchMessages.tooManyRedirects);
      url = parseTarget(new URL(response.headers.location, url).href, options.allowLoopback);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new SafeFetchError(SafeFetchMessages.status(status));
    }
    const body = await readBody(response, options, deadline);
    return { url: url.href, contentType: String(response.headers['content-type'] ?? ''), body };
  }
};
