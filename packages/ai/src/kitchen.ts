import type { AiSource } from '@sous/domain';
import { createOllamaProvider, ModelError, type OllamaProvider } from './ollama';
import type { ServiceDefinition, WithSource } from './types';

export type AiMode = 'auto' | 'ollama' | 'offline';

export interface AiCallLog {
  service: string;
  source: AiSource;
  durationMs: number;
  /** Why the model's answer was not used, when it was tried. */
  fallback?: string;
}

export interface KitchenAIOptions {
  mode: AiMode;
  ollamaHost: string;
  ollamaModel: string;
  /** Every call is reported here with its service, source and duration. */
  log?: (entry: AiCallLog) => void;
  /** How often `auto` asks whether Ollama is there (a minute). */
  probeIntervalMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
const PROBE_INTERVAL_MS = 60_000;

/** The model failed in `ollama` mode: reported, not hidden. */
export class AiUnavailableError extends Error {
  constructor(
    readonly service: string,
    readonly reason: ModelError,
  ) {
    super(`The AI model failed for ${service}: ${reason.message}`);
  }
}

/**
 * One typed entry point to every AI service: the model when it is there (validated against the
 * service's schema), the offline assistant otherwise. Every answer carries its `source`.
 */
export function createKitchenAI(options: KitchenAIOptions) {
  const ollama: OllamaProvider | null =
    options.mode === 'offline' ? null : createOllamaProvider({ host: options.ollamaHost, model: options.ollamaModel });
  // `ollama` mode always tries the model; `auto` only while the last probe found it.
  let available = options.mode === 'ollama';
  let timer: NodeJS.Timeout | undefined;

  async function probe() {
    if (!ollama || options.mode !== 'auto') return available;
    available = await ollama.probe();
    return available;
  }

  function offline<I, O>(service: ServiceDefinition<I, O>, input: I, started: number, fallback?: string): WithSource<O> {
    const answer = service.schema.parse(service.offline(input));
    options.log?.({ service: service.name, source: 'offline', durationMs: Date.now() - started, ...(fallback && { fallback }) });
    return { ...answer, source: 'offline' };
  }

  return {
    mode: options.mode,

    /** Starts watching for Ollama (auto mode): now, then every minute. */
    async start() {
      if (options.mode !== 'auto') return;
      await probe();
      timer = setInterval(() => void probe(), options.probeIntervalMs ?? PROBE_INTERVAL_MS);
      timer.unref();
    },

    stop() {
      clearInterval(timer);
    },

    probe,

    status() {
      return { mode: options.mode, model: options.ollamaModel, ollamaAvailable: ollama ? available : false };
    },

    async run<I, O>(service: ServiceDefinition<I, O>, input: I): Promise<WithSource<O>> {
      const started = Date.now();
      if (!ollama || !available) return offline(service, input, started);
      try {
        const answer = await ollama.generate(service, input, service.timeoutMs ?? DEFAULT_TIMEOUT_MS);
        options.log?.({ service: service.name, source: 'ollama', durationMs: Date.now() - started });
        return { ...answer, source: 'ollama' };
      } catch (error) {
        const reason = error instanceof ModelError ? error : new ModelError(String(error), 'http');
        if (options.mode === 'ollama') {
          options.log?.({ service: service.name, source: 'ollama', durationMs: Date.now() - started, fallback: reason.message });
          throw new AiUnavailableError(service.name, reason);
        }
        // In auto mode a refused connection means Ollama went away: stop trying until the next probe.
        if (reason.kind === 'unreachable') available = false;
        return offline(service, input, started, reason.message);
      }
    },
  };
}

export type KitchenAI = ReturnType<typeof createKitchenAI>;
