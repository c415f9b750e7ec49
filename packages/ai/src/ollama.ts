import { Ollama } from 'ollama';
import { z } from 'zod';
import type { ServiceDefinition } from './types';

export interface OllamaOptions {
  host: string;
  model: string;
}

/** Why a model answer was not used; the layer logs it and answers offline (or reports it). */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'unreachable' | 'invalid' | 'http',
  ) {
    super(message);
  }
}

/** A client whose every request is aborted at the deadline (the client passes no signal itself). */
function clientWithDeadline(host: string, deadline: AbortSignal) {
  return new Ollama({
    host,
    fetch: (input, init) => fetch(input, { ...init, signal: deadline }),
  });
}

function classify(error: unknown, deadline: AbortSignal): ModelError {
  if (error instanceof ModelError) return error;
  if (deadline.aborted) return new ModelError('The model did not answer in time', 'timeout');
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  if (cause === 'ECONNREFUSED' || /fetch failed|ECONNREFUSED/i.test(message)) {
    return new ModelError(`Ollama is not reachable: ${message}`, 'unreachable');
  }
  return new ModelError(message, 'http');
}

/** The model's JSON answer, parsed and validated; null when it is not valid for the schema. */
function parseAnswer<O>(content: string, schema: z.ZodType<O>): O | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(content.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const jsonSchemas = new WeakMap<object, object>();
function jsonSchemaOf(schema: z.ZodType): object {
  let cached = jsonSchemas.get(schema);
  if (!cached) {
    cached = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object;
    jsonSchemas.set(schema, cached);
  }
  return cached;
}

export function createOllamaProvider(options: OllamaOptions) {
  return {
    model: options.model,

    /** True when the server answers and has the configured model. */
    async probe(timeoutMs = 2000): Promise<boolean> {
      const deadline = AbortSignal.timeout(timeoutMs);
      try {
        const { models } = await clientWithDeadline(options.host, deadline).list();
        const wanted = options.model.includes(':') ? options.model : `${options.model}:latest`;
        return models.some((model) => model.name === options.model || model.name === wanted || model.model === wanted);
      } catch {
        return false;
      }
    },

    /**
     * Asks the model for the service's answer with the schema as structured-output `format`.
     * One retry when the answer does not validate; throws a ModelError otherwise.
     */
    async generate<I, O>(service: ServiceDefinition<I, O>, input: I, timeoutMs: number): Promise<O> {
      const deadline = AbortSignal.timeout(timeoutMs);
      const client = clientWithDeadline(options.host, deadline);
      const { system, user } = service.prompt(input);
      const format = jsonSchemaOf(service.schema as z.ZodType);
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ModelError('The model did not answer in time', 'timeout')), timeoutMs);
      });
      try {
        for (let attempt = 1; attempt <= 2; attempt++) {
          const response = await Promise.race([
            client.chat({
              model: options.model,
              stream: false,
              format,
              options: { temperature: 0.2 },
              messages: [
                { role: 'system', content: system },
                { role: 'user', content: user },
              ],
            }),
            expired,
          ]);
          const answer = parseAnswer(response.message?.content ?? '', service.schema);
          if (answer) return answer;
        }
        throw new ModelError('The model answered twice with output that does not match the schema', 'invalid');
      } catch (error) {
        throw classify(error, deadline);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type OllamaProvider = ReturnType<typeof createOllamaProvider>;
