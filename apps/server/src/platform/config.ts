import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const Role = z.enum(['all', 'api', 'worker']);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only until asked: a development server holds a demo account and the dev outbox.
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  APP_URL: z.string().url('APP_URL must be a full URL such as http://localhost:3000').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Sendwell <no-reply@sendwell.local>'),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  // Sender providers' API addresses; set only to route them through a proxy or, in tests, to a local server.
  SENDGRID_API_URL: z.string().url('SENDGRID_API_URL must be a full URL').default('https://api.sendgrid.com'),
  POSTMARK_API_URL: z
    .string()
    .url('POSTMARK_API_URL must be a full URL')
    .default('https://api.postmarkapp.com'),
  SES_API_URL: z
    .string()
    .includes('{region}', 'SES_API_URL must hold {region}')
    .default('https://email.{region}.amazonaws.com'),
  SES_SMTP_HOST: z
    .string()
    .includes('{region}', 'SES_SMTP_HOST must hold {region}')
    .default('email-smtp.{region}.amazonaws.com'),
  // Amazon SNS carries SES's delivery events to a webhook; its API is asked who is subscribed to them.
  SNS_API_URL: z
    .string()
    .includes('{region}', 'SNS_API_URL must hold {region}')
    .default('https://sns.{region}.amazonaws.com'),
  // Sending domains: where their DNS records are looked up (comma-separated addresses, each with an optional
  // :port; the system's resolvers unless set), and what our own delivery asks a domain to publish.
  DNS_SERVERS: z
    .string()
    .regex(
      /^\s*(\[?[0-9a-fA-F.:]+\]?(:\d+)?)(\s*,\s*\[?[0-9a-fA-F.:]+\]?(:\d+)?)*\s*$/,
      'DNS_SERVERS must be IP addresses with optional ports, separated by commas (e.g. 1.1.1.1,127.0.0.1:5353)',
    )
    .optional(),
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  SPF_INCLUDE: z
    .string()
    .regex(/^[a-zA-Z0-9_.-]+$/, 'SPF_INCLUDE must be a host name such as _spf.example.com')
    .optional(),
  RETURN_PATH_HOST: z
    .string()
    .regex(/^[a-zA-Z0-9_.-]+$/, 'RETURN_PATH_HOST must be a host name such as bounces.example.com')
    .optional(),
  // Payments: Stripe when both its keys are set, else the built-in sandbox provider.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
  // Set only to route Stripe's API through a proxy or, in tests, to a local server.
  STRIPE_API_URL: z.string().url('STRIPE_API_URL must be a full URL').default('https://api.stripe.com'),
  // The copilot's optional model: any OpenAI-compatible chat endpoint; the offline planner answers without one.
  AI_BASE_URL: z.string().url('AI_BASE_URL must be a full URL such as http://localhost:11434/v1').optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1, 'AI_MODEL must name a model').optional(),
  SENDWELL_ROLE: Role.default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|true|\d+|[0-9a-fA-F.:/, ]+)$/,
      'TRUST_PROXY must be false, true, a hop count, or proxy addresses',
    )
    .default('false'),
  // The same variable the end-to-end suite reads: one Chromium for the tests and for template thumbnails.
  CHROME_PATH: z
    .string()
    .min(1, 'CHROME_PATH must be the path of a Chromium or Chrome binary')
    .default('/usr/bin/chromium'),
});

export type AppRole = z.infer<typeof Role>;

/** How sending domains are checked and what they are asked to publish. */
export interface SendingDomainConfig {
  /** Resolver addresses (`ip` or `ip:port`, `[ipv6]:port`); empty for the system's own. */
  dnsServers: string[];
  dnsTimeoutMs: number;
  /** The host an SPF record includes for mail sent through our own delivery. */
  spfInclude: string;
  /** Where our own delivery's bounces go; a domain then publishes a return-path CNAME to it. */
  returnPathHost: string | undefined;
}

/** Where the sender providers' APIs are; `{region}` is filled with the sender's AWS region. */
export interface ProviderApis {
  sendgrid: string;
  postmark: string;
  ses: string;
  sesSmtpHost: string;
  sns: string;
}

/** Stripe's keys and API address; absent when payments go through the built-in sandbox provider. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
}

/** The copilot's model provider: an OpenAI-compatible chat completions endpoint. */
export interface AiConfig {
  /** Up to the version path, e.g. https://api.openai.com/v1; `/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers (Ollama, llama.cpp) need none. */
  apiKey: string | undefined;
  model: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  secretKey: string;
  providerApis: ProviderApis;
  sendingDomains: SendingDomainConfig;
  role: AppRole;
  logLevel: string;
  embeddedPgPort: number;
  seedDemo: boolean;
  /**
   * Whose X-Forwarded-For to believe for the client address (rate limits key on it): nobody by default,
   * since any client can send that header.
   */
  trustProxy: boolean | number | string;
  /** The headless Chromium that draws template thumbnails; when it is missing, templates show a placeholder. */
  chromiumPath: string;
  /** Set when payments go through Stripe; the sandbox provider takes them otherwise. */
  stripe: StripeConfig | undefined;
  /** Set when AI_BASE_URL and AI_MODEL are; the copilot plans offline otherwise. */
  ai: AiConfig | undefined;
}

export class ConfigError extends Error {}

const readOrCreateSecret = (dataDir: string): string => {
  const file = join(dataDir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
};

/** The domain of the address our own mail comes from ('Name <a@b>' or 'a@b'). */
const mailDomainOf = (from: string): string =>
  /@([^>\s]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';

/** The only reader of process.env. Fails fast, naming every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the sandbox provider)',
    );
  }
  if ((e.AI_BASE_URL === undefined) !== (e.AI_MODEL === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL and AI_MODEL must be set together (or neither, for the offline copilot)',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    secretKey: e.SECRET_KEY ?? readOrCreateSecret(dataDir),
    providerApis: {
      sendgrid: e.SENDGRID_API_URL,
      postmark: e.POSTMARK_API_URL,
      ses: e.SES_API_URL,
      sesSmtpHost: e.SES_SMTP_HOST,
      sns: e.SNS_API_URL,
    },
    sendingDomains: {
      dnsServers: e.DNS_SERVERS ? e.DNS_SERVERS.split(',').map((server) => server.trim()) : [],
      dnsTimeoutMs: e.DNS_TIMEOUT_MS,
      spfInclude: e.SPF_INCLUDE ?? `_spf.${mailDomainOf(e.MAIL_FROM)}`,
      returnPathHost: e.RETURN_PATH_HOST,
    },
    role: e.SENDWELL_ROLE,
    logLevel: e.LOG_LEVEL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    seedDemo: e.SEED_DEMO === 'true',
    chromiumPath: e.CHROME_PATH,
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : /^\d+$/.test(e.TRUST_PROXY)
            ? Number(e.TRUST_PROXY)
            : e.TRUST_PROXY,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''), apiKey: e.AI_API_KEY || undefined, model: e.AI_MODEL }
        : undefined,
  };
};
