import { afterAll, beforeAll } from 'vitest';
import { startSmtpServer, type SmtpPeer, type SmtpServerOptions } from './smtp-server';

/** A loopback SMTP server for a test file: started before its tests, closed after; read it inside a test. */
export const useSmtpSink = (options: SmtpServerOptions = {}): (() => SmtpPeer) => {
  let peer: SmtpPeer | undefined;
  beforeAll(async () => {
    peer = await startSmtpServer(options);
  });
  afterAll(async () => {
    await peer?.close();
  });
  return () => {
    if (!peer) throw new Error('The SMTP server starts in beforeAll: read it inside a test or a hook.');
    return peer;
  };
};
