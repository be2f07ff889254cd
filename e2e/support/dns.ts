import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { DnsTable } from '../../apps/server/test/dns-server';

/** The records the loopback DNS server the app checks domains against answers (see global-setup.ts). */
const tableFile = (): string => {
  const file = process.env.E2E_DNS_TABLE;
  if (!file) throw new Error('E2E_DNS_TABLE is set by the e2e global setup');
  return file;
};

/** Publishes records, as a marketer would at their DNS provider; the server reads them at each query. */
export const publishDnsRecords = (records: { host: string; type: 'TXT' | 'CNAME'; value: string }[]) => {
  const table = JSON.parse(readFileSync(tableFile(), 'utf8')) as DnsTable;
  for (const record of records) {
    const host = record.host.toLowerCase();
    if (record.type === 'TXT') table.txt[host] = [...(table.txt[host] ?? []), record.value];
    else table.cname[host] = record.value;
  }
  // Written beside and moved over, so the server never reads half a file.
  writeFileSync(`${tableFile()}.new`, JSON.stringify(table));
  renameSync(`${tableFile()}.new`, tableFile());
};
