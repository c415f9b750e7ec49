import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '@sous/api';
import { makeApp, type TestApp } from './helpers';

/** The thin tRPC handler, driven by the real tRPC client over a real socket. */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await makeApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/trpc`;
});
afterAll(async () => {
  await t.close();
});

function client(token?: string, batch = true) {
  const headers = () => (token ? { authorization: `Bearer ${token}` } : {});
  return createTRPCClient<AppRouter>({ links: [batch ? httpBatchLink({ url: base, headers }) : httpLink({ url: base, headers })] });
}

describe('tRPC over HTTP', () => {
  it('registers, then batches queries in one request', async () => {
    const registered = await client().auth.register.mutate({ username: 'wire_user', password: 'secret1' });
    const signedIn = client(registered.token);
    await signedIn.grocery.create.mutate({ title: 'Batch me', items: [] });
    const [me, lists] = await Promise.all([signedIn.auth.me.query(), signedIn.grocery.list.query()]);
    expect(me).toMatchObject({ username: 'wire_user' });
    expect(lists.map((list) => list.title)).toEqual(['Batch me']);
  });

  it('carries the spec message and issues on validation errors', async () => {
    const error = await client()
      .auth.register.mutate({ username: 'ab', password: 'secret1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    const clientError = error as TRPCClientError<AppRouter>;
    expect(clientError.message).toBe('Username must be at least 3 characters long');
    expect(clientError.data?.httpStatus).toBe(400);
    expect(clientError.data?.issues?.[0]).toMatchObject({ path: 'username' });
  });

  it('answers UNAUTHORIZED to a signed-out protected call, unbatched too', async () => {
    const error = (await client(undefined, false)
      .grocery.list.query()
      .catch((caught: unknown) => caught)) as TRPCClientError<AppRouter>;
    expect(error.message).toBe('Authentication required. Please log in to continue.');
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });

  it('a batch mixing success and failure answers each call on its own', async () => {
    const registered = await client().auth.register.mutate({ username: 'wire_mixed', password: 'secret1' });
    const signedIn = client(registered.token);
    const [found, missing] = await Promise.allSettled([signedIn.auth.me.query(), signedIn.grocery.byId.query({ id: 123456 })]);
    expect(found.status).toBe('fulfilled');
    expect(missing.status).toBe('rejected');
    expect((missing as PromiseRejectedResult).reason.data.code).toBe('NOT_FOUND');
  });
});
