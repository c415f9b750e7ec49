import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAuthRequired, makeApp, register, routesUnder, send, type TestApp } from './helpers';
import { communityMessages } from '@sous/domain';

const c = communityMessages;

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) =>
  send(t.app, method, url, headers, payload);

const soup = {
  title: 'Lentil soup',
  description: 'Warm',
  ingredients: ['lentils'],
  instructions: ['Simmer'],
  prepTime: 20,
};

describe('community over REST', () => {
  it('the table carries the four documented paths', () => {
    expect(routesUnder('/api/community')).toEqual([
      'GET /api/community',
      'POST /api/community',
      'PATCH /api/community/:id',
      'DELETE /api/community/:id',
    ]);
  });

  it.each(routesUnder('/api/community'))('%s answers 401 signed out', async (route) => {
    await expectAuthRequired(t.app, route);
  });

  it('POST answers 201 with the author from the session; GET lists it for everyone', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const created = await call('POST', '/api/community', alice.auth, {
      userId: 999,
      content: 'Salt the water',
      type: 'COOKING_TIP',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userId: alice.user.id,
      username: alice.username,
      type: 'COOKING_TIP',
      recipe: null,
    });
    const listed = await call('GET', '/api/community', bob.auth);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((post: { id: number }) => post.id)).toContain(created.json().id);
  });

  it.each([
    [{ content: '  ', type: 'COOKING_TIP' }, c.contentRequired],
    [{ content: 'Try my soup', type: 'RECIPE_SHARE' }, c.recipeRequired],
    [{ content: 'Free bread', type: 'FOOD_RESCUE' }, c.locationRequired],
  ])('POST %j answers 400 with its message', async (payload, message) => {
    const { auth } = await register(t.app);
    const response = await call('POST', '/api/community', auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('a shared recipe is embedded with its author, and others can fetch and fork it', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const recipe = (await call('POST', '/api/recipes', alice.auth, soup)).json() as { id: number };
    expect((await call('GET', `/api/recipes/${recipe.id}`, bob.auth)).statusCode).toBe(404);
    const post = await call('POST', '/api/community', alice.auth, {
      content: 'Our favourite',
      type: 'RECIPE_SHARE',
      recipeId: recipe.id,
    });
    expect(post.statusCode).toBe(201);
    expect(post.json()).toMatchObject({
      recipeId: recipe.id,
      recipe: { id: recipe.id, title: 'Lentil soup' },
      recipeRemoved: false,
    });
    expect((await call('GET', `/api/recipes/${recipe.id}`, bob.auth)).statusCode).toBe(200);
    const fork = await call('POST', `/api/recipes/${recipe.id}/fork`, bob.auth);
    expect(fork.statusCode).toBe(201);
    expect(fork.json()).toMatchObject({ createdBy: bob.user.id, forkedFrom: recipe.id });
  });

  it('GET filters by type and scope from the query string', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const tip = (await call('POST', '/api/community', alice.auth, { content: 'Tip', type: 'COOKING_TIP' })).json() as {
      id: number;
    };
    const rescue = (
      await call('POST', '/api/community', bob.auth, { content: 'Bread', type: 'FOOD_RESCUE', location: 'Elm St' })
    ).json() as {
      id: number;
    };
    const ids = async (url: string) =>
      ((await call('GET', url, alice.auth)).json() as { id: number }[]).map((post) => post.id);
    expect(await ids('/api/community?scope=mine')).toEqual([tip.id]);
    const rescues = await ids('/api/community?type=FOOD_RESCUE');
    expect(rescues).toContain(rescue.id);
    expect(rescues).not.toContain(tip.id);
    const refused = await call('GET', '/api/community?type=NEWS', alice.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(c.typeInvalid);
  });

  it("PATCH edits the author's post and answers 404 to anyone else", async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const post = (
      await call('POST', '/api/community', alice.auth, { content: 'Bread', type: 'FOOD_RESCUE', location: 'Elm St' })
    ).json() as {
      id: number;
    };
    const edited = await call('PATCH', `/api/community/${post.id}`, alice.auth, {
      content: 'Two loaves',
      type: 'FOOD_RESCUE',
      recipeId: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ content: 'Two loaves', location: 'Elm St' });
    const shared = await call('PATCH', `/api/community/${post.id}`, alice.auth, {
      content: 'Soup',
      type: 'RECIPE_SHARE',
      recipeId: null,
    });
    expect(shared.statusCode).toBe(400);
    expect(shared.json().message).toBe(c.recipeRequired);
    const foreign = await call('PATCH', `/api/community/${post.id}`, bob.auth, {
      content: 'Mine',
      type: 'COOKING_TIP',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(c.notFound);
  });

  it('DELETE by the author deletes for everyone; by anyone else it hides only for them', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const carol = await register(t.app);
    const post = (await call('POST', '/api/community', alice.auth, { content: 'Tip', type: 'COOKING_TIP' })).json() as {
      id: number;
    };
    const visibleTo = async (auth: Record<string, string>) =>
      ((await call('GET', '/api/community', auth)).json() as { id: number }[]).some((entry) => entry.id === post.id);

    const hidden = await call('DELETE', `/api/community/${post.id}`, bob.auth);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ id: post.id, type: 'hidden', message: c.hidden });
    expect(await visibleTo(bob.auth)).toBe(false);
    expect(await visibleTo(carol.auth)).toBe(true);
    expect((await call('DELETE', `/api/community/${post.id}`, bob.auth)).statusCode).toBe(404);

    const deleted = await call('DELETE', `/api/community/${post.id}`, alice.auth);
    expect(deleted.json()).toEqual({ id: post.id, type: 'deleted', message: c.deleted });
    expect(await visibleTo(carol.auth)).toBe(false);
    const again = await call('DELETE', `/api/community/${post.id}`, alice.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(c.notFound);
  });

  it('deleting the account takes its posts with it (API.md)', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const post = (await call('POST', '/api/community', alice.auth, { content: 'Tip', type: 'COOKING_TIP' })).json() as {
      id: number;
    };
    expect((await call('DELETE', '/api/user/account', alice.auth, { password: alice.password })).statusCode).toBe(200);
    const feed = (await call('GET', '/api/community', bob.auth)).json() as { id: number }[];
    expect(feed.some((entry) => entry.id === post.id)).toBe(false);
  });
});
