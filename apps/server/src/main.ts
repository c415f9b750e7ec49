import fs from 'node:fs';
import path from 'node:path';
import { createKitchenAI } from '@sous/ai';
import { createDb, migrateToLatest } from '@sous/db';
import { buildApp } from './app';
import { pidFile, runCli } from './cli';
import { loadEnv } from './env';
import { embeddedWebDir, sqliteBinding } from './sea';

async function serve() {
  const env = loadEnv();
  const db = await createDb(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'sqlite', file: path.join(env.dataDir, 'sous.db'), nativeBinding: sqliteBinding() },
  );
  await migrateToLatest(db);
  const logger: { info(entry: object, message: string): void } = { info: () => {} };
  const ai = createKitchenAI({
    mode: env.ai,
    ollamaHost: env.ollamaHost,
    ollamaModel: env.ollamaModel,
    // Each AI call: service, source and duration (never the prompt or the user's data).
    log: (entry) => logger.info({ ai: entry }, 'ai call'),
  });
  await ai.start();
  const webDir = env.webDir ?? embeddedWebDir();
  const app = await buildApp({ db, env: { ...env, webDir }, ai, logger: { level: env.logLevel }, closeDb: true });
  logger.info = (entry, message) => app.log.info(entry, message);
  app.addHook('onClose', async () => ai.stop());
  app.log.info({ ai: ai.status() }, 'AI provider');
  // `sous restore` reads the pid file to refuse replacing the database under a running server.
  const pid = env.databaseUrl ? undefined : pidFile(env.dataDir);
  if (pid) app.addHook('onClose', async () => removeOwnPidFile(pid));
  await app.listen({ port: env.port, host: env.host });
  if (pid) fs.writeFileSync(pid, `${process.pid}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function removeOwnPidFile(file: string) {
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
  } catch {
    // Already gone.
  }
}

runCli(process.argv.slice(2), serve).then(
  (code) => {
    if (code !== undefined) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
