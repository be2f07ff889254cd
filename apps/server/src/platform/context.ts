import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createDb, type Db } from '../db/database';
import { SessionCache } from '../modules/auth/session-cache';
import { ChangeFeed } from './change-feed';
import type { Config } from './config';
import { createHtmlSnapshots, type HtmlSnapshots } from './html-snapshots';
import type { Jobs } from './jobs';
import { createMailer, type Mailer } from './mail';
import { createLocalStorage, type Storage } from './storage';

/** What every use case may depend on; built once at start, one per process. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The pool behind `db`, for streaming COPY. */
  pool: pg.Pool;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  /** Pictures of HTML pages (template thumbnails); Chromium starts only when a worker first needs one. */
  snapshots: HtmlSnapshots;
  /** Sessions resolved in the last seconds; cleared here whenever a session or its user changes. */
  sessionCache: SessionCache;
  /** Which accounts' rows changed, heard from Postgres; the HTTP app starts and stops it. */
  changes: ChangeFeed;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The time rules such as sign-in lockouts are judged by; tests move it instead of waiting. */
  now: () => Date;
}

/** The context of one process: files under DATA_DIR/files, mail through the job queue. */
export const createAppContext = (input: {
  config: Config;
  pool: pg.Pool;
  jobs: Jobs;
  log: AppContext['log'];
  now?: AppContext['now'];
}): AppContext => ({
  config: input.config,
  db: createDb(input.pool),
  pool: input.pool,
  jobs: input.jobs,
  mailer: createMailer(input.jobs),
  storage: createLocalStorage(join(input.config.dataDir, 'files')),
  snapshots: createHtmlSnapshots({ executablePath: input.config.chromiumPath }),
  sessionCache: new SessionCache(),
  changes: new ChangeFeed(input.pool.options),
  log: input.log,
  now: input.now ?? (() => new Date()),
});
