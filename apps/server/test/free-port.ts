import { createServer, type Server } from 'node:net';

const listenOnFreePort = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** Distinct TCP ports on 127.0.0.1 that nothing listens on: all are held open until every one is chosen. */
export const freePorts = async (count: number): Promise<number[]> => {
  const servers = await Promise.all(Array.from({ length: count }, listenOnFreePort));
  const ports = servers.map((server) => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('Could not read a free port');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
};

/** One free port (the OS picks it). */
export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;
