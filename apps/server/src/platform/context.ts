import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Config } from './config';
import type { Jobs } from './jobs';
import type { Mailer } from './mail';

/** What every use case may depend on; built once at start, one per process. */
export interface AppContext {
  config: Config;
  db: Db;
  jobs: Jobs;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
