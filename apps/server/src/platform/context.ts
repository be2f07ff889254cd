import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../db/database';
import type { SessionCache } from '../modules/auth/session-cache';
import type { Config } from './config';
import type { Jobs } from './jobs';
import type { Mailer } from './mail';
import type { Storage } from './storage';

/** What every use case may depend on; built once at start, one per process. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The pool behind `db`, for streaming COPY. */
  pool: pg.Pool;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  /** Sessions resolved in the last seconds; cleared here whenever a session or its user changes. */
  sessionCache: SessionCache;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
