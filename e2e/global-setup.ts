import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT_DIR, ensureWebBuild } from '../scripts/web-build.mjs';
import { embeddedConnectionString } from '../apps/server/src/db/embedded-postgres';
import { startDnsServer } from '../apps/server/test/dns-server';
import { freePorts } from '../apps/server/test/free-port';
import { providerEnv, startProviderWebhookApis } from '../apps/server/test/provider-webhook-apis';
import { startShopifyAdminPeer } from '../apps/server/test/shopify/shopify-admin-peer';

const STARTUP_TIMEOUT_MS = 120_000;
const SHUTDOWN_TIMEOUT_MS = 40_000;
const SERVER_LOG = join(ROOT_DIR, 'test-results', 'e2e-server.log');


const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const logTail = (lines = 60): string => {
  try {
    return readFileSync(SERVER_LOG, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
};

const waitUntilReady = async (server: ChildProcess, baseUrl: string): Promise<void> => {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(server)) throw new Error(`The server exited (${server.signalCode ?? `code ${server.exitCode}`}) before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The server was not ready within ${STARTUP_TIMEOUT_MS / 1000}s`);
};

const stopServer = async (server: ChildProcess): Promise<void> => {
  if (hasExited(server)) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(SHUTDOWN_TIMEOUT_MS).then(() => false)]);
  if (!stopped) {
    console.error(`[e2e] The server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000}s of SIGTERM; killing it`);
    server.kill('SIGKILL');
    await exited;
  }
};

/** A Postgres the server could not stop (it was killed) would hold the data dir; stop it by its own pid. */
const stopLeftoverPostgres = async (dataDir: string): Promise<void> => {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const isOurs = () => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir);
    } catch {
      return false;
    }
  };
  if (!isOurs()) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isOurs(); i++) await sleep(100);
  if (isOurs()) process.kill(pid, 'SIGKILL');
};

/**
 * Starts the real Sendwell server (embedded Postgres, fresh data dir, free ports) for the whole run and
 * returns the teardown that stops it. Tests reach it through `baseURL` (process.env.E2E_BASE_URL).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await ensureWebBuild((line) => console.log(line));

  const [port, pgPort] = await freePorts(2);
  // Email providers' APIs on loopback, which specs set up through E2E_PROVIDER_URL, so no call leaves the machine.
  const providers = await startProviderWebhookApis();
  // Stores' Admin API for Shopify billing, on loopback; specs register their store and move its subscriptions.
  const shopify = await startShopifyAdminPeer({});
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sendwell-e2e-'));
  // As root, Postgres runs as the 'postgres' system user, which must be able to enter this directory.
  chmodSync(dataDir, 0o755);

  mkdirSync(join(ROOT_DIR, 'test-results'), { recursive: true });
  // Sending domains are checked against a DNS server on loopback whose records the specs write (support/dns.ts).
  const dnsTable = join(dataDir, 'dns-table.json');
  writeFileSync(dnsTable, JSON.stringify({ txt: {}, cname: {} }));
  const dns = await startDnsServer({ file: dnsTable });
  const log = createWriteStream(SERVER_LOG);
  // Always the embedded Postgres and the dev outbox, whatever the calling shell has configured.
  const { DATABASE_URL: _databaseUrl, SMTP_URL: _smtpUrl, SECRET_KEY: _secretKey, ...inherited } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      APP_URL: baseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // As behind a reverse proxy on this machine: each spec file's marketer signs up from an address of their own
      // (see signUpThroughApi), so the per-address sign-up and sign-in limits hold for a whole run of specs.
      TRUST_PROXY: '127.0.0.1',
      // The flows read verification mail from the dev outbox, which production hides.
      NODE_ENV: 'development',
      SENDWELL_ROLE: 'all',
      ...providerEnv(providers.url),
      SHOPIFY_ADMIN_API_URL: shopify.apiUrl,
      DNS_SERVERS: dns.address,
      RETURN_PATH_HOST: 'bounces.sendwell.test',
      // The brand kit spec reads a fixture website it serves on 127.0.0.1.
      WEBSITE_FETCH_ALLOW_LOOPBACK: 'true',
    },
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });

  const teardown = async () => {
    await stopServer(server);
    await stopLeftoverPostgres(dataDir);
    await dns.close();
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
    await providers.close();
    await shopify.close();
  };

  try {
    await waitUntilReady(server, baseUrl);
  } catch (error) {
    await teardown();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}. Server output (${SERVER_LOG}):\n${logTail()}`);
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_PROVIDER_URL = providers.url;
  process.env.E2E_SHOPIFY_URL = shopify.url;
  process.env.E2E_DNS_TABLE = dnsTable;
  // The server's data directory, whose secret key signs addresses specs follow (tracking links).
  process.env.E2E_DATA_DIR = dataDir;
  // Specs seed what the UI cannot create yet (lists, contacts, journeys) straight into the server's database.
  process.env.E2E_DATABASE_URL = embeddedConnectionString(pgPort!);
  console.log(`[e2e] Sendwell is running at ${baseUrl} (data in ${dataDir}, log in test-results/e2e-server.log)`);
  return teardown;
}
