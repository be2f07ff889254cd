import { readFileSync } from 'node:fs';
import dns2 from 'dns2';
import { freePort } from './free-port';

const { Packet } = dns2;

/** What the server knows, by lower-case name: TXT strings and CNAME targets. */
export interface DnsTable {
  txt: Record<string, string[]>;
  cname: Record<string, string>;
}

/**
 * 'answer': from the table. 'servfail': every query fails on the server's side. 'silent': queries are read
 * and never answered, as a resolver behind a black hole looks.
 */
export type DnsServerMode = 'answer' | 'servfail' | 'silent';

const RCODE = { noError: 0, serverFailure: 2, nameError: 3 } as const;

/** DNS carries text in strings of at most 255 bytes; a longer record (a DKIM key) is sent as several. */
const chunks = (text: string): string[] => text.match(/[\s\S]{1,255}/g) ?? [''];

/**
 * A real DNS server on loopback (UDP and TCP on one port, for answers too long for a datagram) answering TXT
 * and CNAME queries from a table: NXDOMAIN for a name it has nothing at, an empty answer for a type it has
 * not. With `file`, the table is read from that JSON file at each query, so another process can change it.
 */
export const startDnsServer = async (options: { file?: string } = {}) => {
  const table: DnsTable = { txt: {}, cname: {} };
  let mode: DnsServerMode = 'answer';
  const current = (): DnsTable =>
    options.file ? (JSON.parse(readFileSync(options.file, 'utf8')) as DnsTable) : table;

  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      if (mode === 'silent') return;
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase().replace(/\.$/, '');
      const known = current();
      const txt = known.txt[name];
      const cname = known.cname[name];
      if (mode === 'servfail') response.header.rcode = RCODE.serverFailure;
      else if (txt === undefined && cname === undefined) response.header.rcode = RCODE.nameError;
      else if (question?.type === Packet.TYPE.TXT && txt)
        for (const text of txt)
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, data: chunks(text) }));
      else if (question?.type === Packet.TYPE.CNAME && cname)
        response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, domain: cname }));
      void send(response);
    },
  });
  const port = await freePort();
  await server.listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } });

  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${port}`,
    setTxt(host: string, values: string[]) {
      table.txt[host.toLowerCase()] = values;
    },
    setCname(host: string, target: string) {
      table.cname[host.toLowerCase()] = target;
    },
    clear() {
      table.txt = {};
      table.cname = {};
    },
    setMode(next: DnsServerMode) {
      mode = next;
    },
    close: () => server.close(),
  };
};

export type DnsServer = Awaited<ReturnType<typeof startDnsServer>>;
