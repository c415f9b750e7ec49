import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ScriptedAnswer {
  /** The assistant message's content (the model's JSON, or garbage). */
  content?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer with this HTTP status and an error body instead. */
  status?: number;
}

/**
 * A stand-in for an Ollama server on 127.0.0.1 speaking /api/chat, /api/tags and /api/version,
 * answering /api/chat from a script. The tests drive it with the real `ollama` client.
 */
export async function startFakeOllama(options: { models?: string[] } = {}) {
  const script: ScriptedAnswer[] = [];
  const chats: { model: string; format: unknown; messages: { role: string; content: string }[] }[] = [];
  const models = options.models ?? ['llama3.2:latest'];
  const sockets = new Set<Socket>();

  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      if (request.url === '/api/version') return send(200, { version: '0.12.6' });
      if (request.url === '/api/tags') {
        return send(200, { models: models.map((name) => ({ name, model: name, modified_at: new Date().toISOString(), size: 1, digest: 'x', details: {} })) });
      }
      if (request.url === '/api/chat' && request.method === 'POST') {
        const body = JSON.parse(raw || '{}');
        chats.push({ model: body.model, format: body.format, messages: body.messages });
        const next = script.shift() ?? { content: 'no scripted answer' };
        const answer = () =>
          next.status
            ? send(next.status, { error: `scripted error ${next.status}` })
            : send(200, {
                model: body.model,
                created_at: new Date().toISOString(),
                message: { role: 'assistant', content: next.content ?? '' },
                done: true,
                done_reason: 'stop',
              });
        if (next.delayMs) setTimeout(answer, next.delayMs).unref();
        else answer();
        return;
      }
      send(404, { error: 'not found' });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `http://127.0.0.1:${port}`,
    chats,
    /** Queue answers for the next /api/chat calls, in order. */
    answer(...answers: ScriptedAnswer[]) {
      script.push(...answers);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 with nothing listening: connections are refused. */
export async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
