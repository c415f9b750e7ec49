import { AiUnavailableError, createKitchenAI, ModelError, type KitchenAI, type ServiceDefinition } from '@sous/ai';

export interface AiCall {
  service: string;
  input: unknown;
}

/**
 * The offline assistant, recording each call. `answers` gives a service a canned model answer
 * (validated by its schema, source 'ollama'); `down` makes every call fail like Ollama in `ollama` mode.
 */
type CannedAnswer = readonly [service: ServiceDefinition<never, unknown>, answer: unknown];

export function recordingKitchen(options: { answers?: CannedAnswer[]; down?: boolean } = {}) {
  const kitchen = createKitchenAI({ mode: 'offline', ollamaHost: 'http://127.0.0.1:11434', ollamaModel: 'none' });
  const calls: AiCall[] = [];
  const ai: KitchenAI = {
    ...kitchen,
    async run(service, input) {
      calls.push({ service: service.name, input });
      if (options.down) throw new AiUnavailableError(service.name, new ModelError('connection refused', 'unreachable'));
      const canned = options.answers?.find(([known]) => known === (service as ServiceDefinition<never, unknown>))?.[1];
      return canned === undefined ? kitchen.run(service, input) : { ...service.schema.parse(canned), source: 'ollama' };
    },
  };
  return { ai, calls };
}
