import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiUnavailableError, createKitchenAI, type AiCallLog } from './kitchen';
import { closedPort, startFakeOllama } from './testing/fakeOllama';
import type { ServiceDefinition } from './types';

/** A small service so these tests speak only of the layer: model, validation, fallback. */
const ZAnswer = z.object({ dish: z.string().min(1), calories: z.number().min(0) });
const echoService: ServiceDefinition<{ dish: string }, z.infer<typeof ZAnswer>> = {
  name: 'echo',
  schema: ZAnswer,
  timeoutMs: 5_000,
  prompt: (input) => ({ system: 'Answer in JSON. Calories in kcal.', user: `Dish: ${input.dish}` }),
  offline: (input) => ({ dish: input.dish, calories: 0 }),
};

let fake: Awaited<ReturnType<typeof startFakeOllama>>;
let logs: AiCallLog[];
beforeEach(async () => {
  fake = await startFakeOllama();
  logs = [];
});
afterEach(async () => {
  await fake.close();
});

function kitchen(mode: 'auto' | 'ollama' | 'offline', host = fake.host) {
  return createKitchenAI({ mode, ollamaHost: host, ollamaModel: 'llama3.2', log: (entry) => logs.push(entry) });
}

describe('the AI layer over the wire (fake Ollama, real ollama client)', () => {
  it('passes the schema as structured-output format and returns the validated answer with source ollama', async () => {
    const ai = kitchen('auto');
    await ai.start();
    expect(ai.status().ollamaAvailable).toBe(true);
    fake.answer({ content: JSON.stringify({ dish: 'Dal', calories: 320 }) });
    const answer = await ai.run(echoService, { dish: 'Dal' });
    expect(answer).toEqual({ dish: 'Dal', calories: 320, source: 'ollama' });
    expect(fake.chats[0]!.model).toBe('llama3.2');
    expect(fake.chats[0]!.format).toMatchObject({ type: 'object', properties: { dish: { type: 'string' }, calories: { type: 'number' } } });
    expect(fake.chats[0]!.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(logs).toEqual([expect.objectContaining({ service: 'echo', source: 'ollama' })]);
    ai.stop();
  });

  it('retries once after invalid JSON and uses the valid second answer', async () => {
    const ai = kitchen('ollama');
    fake.answer({ content: '{"dish": "Dal", "calories": ' }, { content: '{"dish":"Dal","calories":300}' });
    expect(await ai.run(echoService, { dish: 'Dal' })).toEqual({ dish: 'Dal', calories: 300, source: 'ollama' });
    expect(fake.chats).toHaveLength(2);
  });

  it('falls back to the offline answer after garbage twice, and says so in the log', async () => {
    const ai = kitchen('auto');
    await ai.start();
    fake.answer({ content: 'I think dal is tasty!' }, { content: '{"dish": 42}' });
    expect(await ai.run(echoService, { dish: 'Dal' })).toEqual({ dish: 'Dal', calories: 0, source: 'offline' });
    expect(fake.chats).toHaveLength(2);
    expect(logs[0]).toMatchObject({ service: 'echo', source: 'offline', fallback: expect.stringContaining('schema') });
    ai.stop();
  });

  it('answers offline when the model is slower than the service timeout, without waiting for it', async () => {
    const ai = kitchen('auto');
    await ai.start();
    fake.answer({ content: JSON.stringify({ dish: 'Late', calories: 1 }), delayMs: 10_000 });
    const started = Date.now();
    const answer = await ai.run({ ...echoService, timeoutMs: 300 }, { dish: 'Dal' });
    expect(answer.source).toBe('offline');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(logs[0]!.fallback).toMatch(/in time/);
    ai.stop();
  });

  it('answers offline when the connection is refused, and stops trying until the next probe', async () => {
    const ai = kitchen('auto', await closedPort());
    await ai.start();
    expect(ai.status().ollamaAvailable).toBe(false);
    expect((await ai.run(echoService, { dish: 'Dal' })).source).toBe('offline');
    ai.stop();
  });

  it('auto mode does not use a server that lacks the configured model', async () => {
    await fake.close();
    fake = await startFakeOllama({ models: ['mistral:latest'] });
    const ai = kitchen('auto');
    await ai.start();
    expect(ai.status().ollamaAvailable).toBe(false);
    expect((await ai.run(echoService, { dish: 'Dal' })).source).toBe('offline');
    expect(fake.chats).toHaveLength(0);
    ai.stop();
  });

  it('SOUS_AI=ollama reports the failure instead of hiding it', async () => {
    const ai = kitchen('ollama');
    fake.answer({ status: 500 }, { status: 500 });
    await expect(ai.run(echoService, { dish: 'Dal' })).rejects.toBeInstanceOf(AiUnavailableError);
    const refused = kitchen('ollama', await closedPort());
    await expect(refused.run(echoService, { dish: 'Dal' })).rejects.toThrow(/not reachable/);
  });

  it('offline mode never calls the model', async () => {
    const ai = kitchen('offline');
    await ai.start();
    fake.answer({ content: JSON.stringify({ dish: 'Model', calories: 1 }) });
    expect(await ai.run(echoService, { dish: 'Dal' })).toEqual({ dish: 'Dal', calories: 0, source: 'offline' });
    expect(fake.chats).toHaveLength(0);
    expect(ai.status()).toMatchObject({ mode: 'offline', ollamaAvailable: false });
  });

  it('an offline answer that breaks its own schema is a bug, not a silent pass', async () => {
    const ai = kitchen('offline');
    const broken = { ...echoService, offline: () => ({ dish: '', calories: -1 }) };
    await expect(ai.run(broken, { dish: 'x' })).rejects.toThrow();
  });
});
