import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(value)));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  SOUS_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOUS_AI: z.enum(['auto', 'ollama', 'offline']).default('auto'),
  OLLAMA_HOST: z.url().default('http://127.0.0.1:11434'),
  OLLAMA_MODEL: z.string().min(1).default('llama3.2'),
  SOUS_COOKIE_SECURE: flag,
  /** Comma-separated origins allowed by CORS; empty means same-origin only. */
  SOUS_CORS_ORIGINS: z.string().default(''),
  /** The built SPA; defaults to apps/web/dist next to the server. */
  SOUS_WEB_DIR: z.string().optional(),
  SOUS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  ai: 'auto' | 'ollama' | 'offline';
  ollamaHost: string;
  ollamaModel: string;
  cookieSecure: boolean | undefined;
  corsOrigins: string[];
  webDir: string | undefined;
  logLevel: string;
}

/** Reads and validates the environment once; a bad value stops the start with one clear line. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment: ${issue.path.join('.')}: ${issue.message}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.SOUS_DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    ai: env.SOUS_AI,
    ollamaHost: env.OLLAMA_HOST,
    ollamaModel: env.OLLAMA_MODEL,
    cookieSecure: env.SOUS_COOKIE_SECURE,
    corsOrigins: env.SOUS_CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDir: env.SOUS_WEB_DIR,
    logLevel: env.SOUS_LOG_LEVEL,
  };
}

/** Where the single executable extracts its addons and SPA: read apart from loadEnv, which `--help` must not need. */
export function cacheHome(source: NodeJS.ProcessEnv = process.env): string {
  return source.XDG_CACHE_HOME ? path.resolve(source.XDG_CACHE_HOME) : path.join(os.homedir(), '.cache');
}
