import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface IdleConnections {
  /** From now on, ends every connection that carries no request, and each busy one once its response is sent. */
  closeWhenIdle(): void;
}

/**
 * A server that is closing waits for every open connection to end. Node ends keep-alive connections that
 * sit between requests, but not one a browser opened ahead of need and has not sent a request on yet
 * (Chromium keeps such a spare connection about ten seconds, and Node times it out only after a minute),
 * nor a keep-alive connection whose response was still being written when the close began. Either kept a
 * stopping server alive long after its last request. Requests in flight still finish: their connection ends
 * only after the response has gone out.
 */
export const trackIdleConnections = (server: Server): IdleConnections => {
  const requestsOn = new Map<Socket, number>();
  let closing = false;

  const endIfIdle = (socket: Socket) => {
    if (closing && !requestsOn.get(socket)) socket.end(() => socket.destroy());
  };

  server.on('connection', (socket: Socket) => {
    requestsOn.set(socket, 0);
    socket.once('close', () => requestsOn.delete(socket));
    endIfIdle(socket);
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    requestsOn.set(socket, (requestsOn.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (!requestsOn.has(socket)) return;
      requestsOn.set(socket, (requestsOn.get(socket) ?? 1) - 1);
      endIfIdle(socket);
    });
  });

  return {
    closeWhenIdle() {
      closing = true;
      for (const socket of requestsOn.keys()) endIfIdle(socket);
    },
  };
};
