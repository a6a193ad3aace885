import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api/ folder, found from source (src/) or from the bundle (dist/, dist/cli/). */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'migrations'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('api root (with migrations/) not found');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
/** The catalog the repository carries (Systembolaget's dump and stores, gzipped; see api/data/README.md). */
export const catalogDataDir = path.join(apiRoot, 'data');

export interface ApiConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** REQUEST_LOG=file: request logs go to this file (under DATA_DIR), the terminal shows warnings and errors only; else stdout. */
  requestLogFile: string | undefined;
  /**
   * Folder with the systembolaget-*.json(.gz) files imported on first start: the repository's own copy (`api/data`)
   * unless SHARED_DATA_DIR names another (a newer dump).
   */
  sharedDataDir: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  outboxDir: string;
  uploadsDir: string;
  /** Origins allowed by CORS (with credentials). */
  corsOrigins: string[];
  /** Public URL of the web app, used in e-mailed links. */
  appUrl: string;
  /** Public URL of this API, used for avatar URLs. */
  publicUrl: string;
  production: boolean;
  /**
   * Share cards rendered ahead once the server listens, one at a time: the first `shareCardsAhead` wines of the fixed
   * range that have no card on disk yet (SHARE_CARDS_AHEAD: a count or `all`; default 0, none).
   */
  shareCardsAhead: number;
  /** Response cache of public catalog reads (`http/read-cache.ts`). */
  readCache: { enabled: boolean; maxEntries: number; ttlMs: number };
  /**
   * Slow clients: a request must arrive whole (headers and body) within `requestMs`, and a connection that sends
   * nothing for `idleMs` is closed, so trickled or stalled bodies cannot hold connections.
   */
  timeouts: { requestMs: number; idleMs: number };
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): false when clients connect directly; behind
   * the docker-compose proxy its addresses, so rate limits count per client, not per proxy.
   */
  trustProxy: boolean | string;
  /** The first-party analytics collector (`routes/api/v1/events/`, README "Analytics"). */
  analytics: {
    /** ANALYTICS_ENABLED=false: the collector answers 204 and stores nothing; the summary answers 404. */
    enabled: boolean;
    /** ANALYTICS_ADMIN_TOKEN: `Authorization: Bearer …` for GET /api/v1/events/summary; unset → the summary is 404. */
    adminToken: string | undefined;
    /** Batches per client address per minute (ANALYTICS_BATCHES_PER_MINUTE); default RATE_LIMITS.analytics. */
    batchesPerMinute: number | undefined;
  };
  /** Review of reported notes (`routes/api/v1/moderation/`). */
  moderation: {
    /** MODERATION_ADMIN_TOKEN: `Authorization: Bearer …` for the review routes; unset → they answer 404. */
    adminToken: string | undefined;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 8000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(apiRoot, '.data'));
  const appUrl = env.APP_URL ?? 'http://localhost:3000';
  return {
    port,
    // Loopback unless told otherwise (HOST=0.0.0.0 in the container images): 'localhost' is 127.0.0.1 and ::1.
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    requestLogFile: env.REQUEST_LOG === 'file' ? path.join(dataDir, 'logs', 'api.log') : undefined,
    sharedDataDir: path.resolve(env.SHARED_DATA_DIR || catalogDataDir),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    corsOrigins: (env.CORS_ORIGINS ?? appUrl).split(',').map((o) => o.trim()).filter(Boolean),
    appUrl,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    production: env.NODE_ENV === 'production',
    shareCardsAhead: env.SHARE_CARDS_AHEAD?.trim() === 'all' ? Number.POSITIVE_INFINITY : (positiveInt(env.SHARE_CARDS_AHEAD) ?? 0),
    readCache: {
      enabled: env.READ_CACHE !== '0',
      maxEntries: Number(env.READ_CACHE_MAX_ENTRIES ?? 5000),
      ttlMs: Number(env.READ_CACHE_TTL_MS ?? 60_000),
    },
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    timeouts: {
      requestMs: Number(env.REQUEST_TIMEOUT_MS ?? 20_000),
      idleMs: Number(env.IDLE_TIMEOUT_MS ?? 10_000),
    },
    analytics: {
      enabled: !['false', '0', 'no', 'off'].includes((env.ANALYTICS_ENABLED ?? '').trim().toLowerCase()),
      adminToken: analyticsAdminToken(env.ANALYTICS_ADMIN_TOKEN),
      batchesPerMinute: positiveInt(env.ANALYTICS_BATCHES_PER_MINUTE),
    },
    moderation: { adminToken: adminTokenFrom('MODERATION_ADMIN_TOKEN', env.MODERATION_ADMIN_TOKEN) },
  };
}

/** An admin token from the environment: unset or empty → none; shorter than 32 characters → refuse to start. */
function adminTokenFrom(name: string, value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 32) throw new Error(`${name} must be at least 32 characters (e.g. openssl rand -hex 32)`);
  return token;
}

/** The summary's admin token: unset or empty → no summary; too short to resist guessing → refuse to start. */
function analyticsAdminToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 32) throw new Error('ANALYTICS_ADMIN_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)');
  return token;
}

const positiveInt = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export const migrationsDir = path.join(apiRoot, 'migrations');
export const seedDir = path.join(apiRoot, 'seed');
