import { Resolver } from 'node:dns/promises';
import { SenderDomainMessages } from '@sendwell/contracts';
import type { SendingDomainConfig } from '../../../platform/config';
import { AppError } from '../../../platform/errors';

/** DNS could not be asked (no answer, refused, server failure): nothing about the domain is known. */
export class DnsLookupError extends AppError {
  constructor(timedOut: boolean) {
    super(
      503,
      timedOut ? 'DNS_TIMEOUT' : 'DNS_FAILED',
      timedOut ? SenderDomainMessages.dnsTimeout : SenderDomainMessages.dnsFailed,
    );
  }
}

/** The name or the type does not exist: an answer, not a failure. */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND']);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

export type DnsLookup = (type: 'TXT' | 'CNAME', host: string) => Promise<string[]>;

/**
 * Looks records up through the configured resolvers (the system's unless set). Each look-up has one deadline
 * whatever the resolver's own retries; an absent name or type answers an empty list.
 */
export const createDnsLookup = (config: SendingDomainConfig): DnsLookup => {
  return async (type, host) => {
    const resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 1 });
    if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        resolver.cancel();
        reject(new DnsLookupError(true));
      }, config.dnsTimeoutMs);
    });
    const lookup = async (): Promise<string[]> => {
      try {
        return type === 'TXT'
          ? (await resolver.resolveTxt(host)).map((chunks) => chunks.join(''))
          : await resolver.resolveCname(host);
      } catch (error) {
        const code = codeOf(error);
        if (code !== undefined && ABSENT.has(code)) return [];
        throw new DnsLookupError(code === 'ETIMEOUT' || code === 'ECANCELLED');
      }
    };
    try {
      return await Promise.race([lookup(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
};
