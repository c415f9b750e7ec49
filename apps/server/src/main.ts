import path from 'node:path';
import { createKitchenAI } from '@sous/ai';
import { createDb, migrateToLatest } from '@sous/db';
import { buildApp } from './app';
import { loadEnv } from './env';

async function main() {
  const env = loadEnv();
  const db = await createDb(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'sqlite', file: path.join(env.dataDir, 'sous.db') },
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
  const app = await buildApp({ db, env, ai, logger: { level: env.logLevel }, closeDb: true });
  logger.info = (entry, message) => app.log.info(entry, message);
  app.addHook('onClose', async () => ai.stop());
  app.log.info({ ai: ai.status() }, 'AI provider');
  await app.listen({ port: env.port, host: env.host });

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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
