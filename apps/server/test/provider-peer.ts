import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePorts } from './free-port';

export interface ProviderRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** `body` is sent as JSON; `text` as it is (an XML answer, say), with the content type its headers give. */
export type ProviderReply =
  { status: number; body?: unknown; text?: string; headers?: Record<string, string> } | 'hang';

/** A provider's HTTP API on loopback: records each request and answers as `reply` says. */
export const startProviderPeer = async (reply: (request: ProviderRequest) => ProviderReply) => {
  const requests: ProviderRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = reply(request);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    });
  });
  const [port] = await freePorts(1);
  await new Promise<void>((resolve) => server.listen(port!, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
