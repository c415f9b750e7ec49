import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@sous/db';
import { messages, type CreatePostRequest } from '@sous/domain';
import { lentilSoup } from '../testing/fixtures';
import { anonymousCaller, freshDb, signedInCaller } from '../testing/harness';
import { communityMessages } from '@sous/domain';

const c = communityMessages;

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const tip = { content: 'Salt the pasta water', type: 'COOKING_TIP' } satisfies CreatePostRequest;
const rescue = {
  content: 'Two loaves of bread',
  type: 'FOOD_RESCUE',
  location: 'Elm St porch',
} satisfies CreatePostRequest;
const badRequest = (message: string) => ({ code: 'BAD_REQUEST', cause: { issues: [{ message }] } });

describe('community router', () => {
  it('creates a post for the signed-in author, ignoring a userId in the body', async () => {
    const alice = await signedInCaller(db);
    const post = await alice.caller.community.create({
      ...tip,
      content: '  Salt the pasta water ',
      userId: 999,
    } as CreatePostRequest);
    expect(post).toMatchObject({
      userId: alice.user.id,
      username: alice.username,
      content: 'Salt the pasta water',
      type: 'COOKING_TIP',
      recipeId: null,
      recipe: null,
      recipeRemoved: false,
      location: null,
    });
    expect(await alice.caller.community.list()).toEqual([post]);
  });

  it.each([
    [{ content: ' ', type: 'COOKING_TIP' }, c.contentRequired],
    [{ content: 'Try my soup', type: 'RECIPE_SHARE' }, c.recipeRequired],
    [{ content: 'Free bread', type: 'FOOD_RESCUE' }, c.locationRequired],
  ] as const)('refuses %j with its message and stores nothing', async (input, message) => {
    const { caller } = await signedInCaller(db);
    await expect(caller.community.create(input)).rejects.toMatchObject(badRequest(message));
    expect(await caller.community.list()).toEqual([]);
  });

  it('sharing needs a recipe of your own', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const soup = await alice.caller.recipes.create(lentilSoup);
    await expect(
      bob.caller.community.create({ content: 'Look', type: 'RECIPE_SHARE', recipeId: soup.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      alice.caller.community.create({ content: 'Look', type: 'RECIPE_SHARE', recipeId: 9999 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await db.selectFrom('posts').select('id').execute()).toEqual([]);
  });

  it('a recipe share embeds the recipe and its author, and others can open and fork it', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const soup = await alice.caller.recipes.create(lentilSoup);
    const secret = await alice.caller.recipes.create({ ...lentilSoup, title: 'Secret stew' });
    await expect(bob.caller.recipes.byId({ id: soup.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const post = await alice.caller.community.create({
      content: 'My favourite',
      type: 'RECIPE_SHARE',
      recipeId: soup.id,
    });
    const [seen] = await bob.caller.community.list();
    expect(seen).toMatchObject({ id: post.id, username: alice.username, recipeId: soup.id, recipeRemoved: false });
    expect(seen!.recipe).toEqual({ ...(await alice.caller.recipes.byId({ id: soup.id })), postId: post.id });

    expect((await bob.caller.recipes.byId({ id: soup.id })).title).toBe('Lentil soup');
    const fork = await bob.caller.recipes.fork({ id: soup.id });
    expect(fork).toMatchObject({ title: 'Lentil soup', createdBy: bob.user.id, forkedFrom: soup.id });
    await expect(bob.caller.recipes.byId({ id: secret.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(bob.caller.recipes.fork({ id: secret.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a deleted recipe leaves its post readable, saying the recipe was removed', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const soup = await alice.caller.recipes.create(lentilSoup);
    const post = await alice.caller.community.create({
      content: 'My favourite',
      type: 'RECIPE_SHARE',
      recipeId: soup.id,
    });
    await alice.caller.recipes.delete({ id: soup.id });
    const [seen] = await bob.caller.community.list();
    expect(seen).toMatchObject({
      id: post.id,
      content: 'My favourite',
      recipeId: null,
      recipe: null,
      recipeRemoved: true,
    });
  });

  it('deleting a share stops others from opening the recipe', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const soup = await alice.caller.recipes.create(lentilSoup);
    const first = await alice.caller.community.create({ content: 'Again', type: 'RECIPE_SHARE', recipeId: soup.id });
    const second = await alice.caller.community.create({
      content: 'And again',
      type: 'RECIPE_SHARE',
      recipeId: soup.id,
    });
    await alice.caller.community.delete({ id: second.id });
    // Still shared by the first post.
    expect((await bob.caller.recipes.byId({ id: soup.id })).postId).toBe(first.id);
    await alice.caller.community.delete({ id: first.id });
    expect((await alice.caller.recipes.byId({ id: soup.id })).postId).toBeNull();
    await expect(bob.caller.recipes.byId({ id: soup.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the author deletes a post for everyone; anyone else hides it only for themselves', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const carol = await signedInCaller(db);
    const kept = await alice.caller.community.create(tip);
    const gone = await alice.caller.community.create(rescue);

    expect(await bob.caller.community.delete({ id: kept.id })).toEqual({
      id: kept.id,
      type: 'hidden',
      message: c.hidden,
    });
    expect((await bob.caller.community.list()).map((post) => post.id)).toEqual([gone.id]);
    expect((await carol.caller.community.list()).map((post) => post.id)).toEqual([gone.id, kept.id]);
    expect((await alice.caller.community.list()).map((post) => post.id)).toEqual([gone.id, kept.id]);
    await expect(bob.caller.community.delete({ id: kept.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: c.notFound,
    });

    expect(await alice.caller.community.delete({ id: gone.id })).toEqual({
      id: gone.id,
      type: 'deleted',
      message: c.deleted,
    });
    expect((await carol.caller.community.list()).map((post) => post.id)).toEqual([kept.id]);
    await expect(alice.caller.community.delete({ id: gone.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(bob.caller.community.delete({ id: 9999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('filters by type and by scope, newest first', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const aliceTip = await alice.caller.community.create(tip);
    const bobRescue = await bob.caller.community.create(rescue);
    const bobTip = await bob.caller.community.create({ ...tip, content: 'Rest the meat' });
    const ids = (posts: { id: number }[]) => posts.map((post) => post.id);

    expect(ids(await alice.caller.community.list({}))).toEqual([bobTip.id, bobRescue.id, aliceTip.id]);
    expect(ids(await alice.caller.community.list({ type: 'COOKING_TIP' }))).toEqual([bobTip.id, aliceTip.id]);
    expect(ids(await alice.caller.community.list({ type: 'FOOD_RESCUE' }))).toEqual([bobRescue.id]);
    expect(ids(await alice.caller.community.list({ scope: 'mine' }))).toEqual([aliceTip.id]);
    expect(ids(await bob.caller.community.list({ type: 'COOKING_TIP', scope: 'mine' }))).toEqual([bobTip.id]);
    expect(await alice.caller.community.list({ type: 'RECIPE_SHARE' })).toEqual([]);
  });

  it('only the author edits; an absent location is kept and the rules apply to the result', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const post = await alice.caller.community.create(rescue);
    await expect(
      bob.caller.community.update({ id: post.id, content: 'Mine now', type: 'COOKING_TIP' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const edited = await alice.caller.community.update({ id: post.id, content: 'Three loaves', type: 'FOOD_RESCUE' });
    expect(edited).toMatchObject({ content: 'Three loaves', location: 'Elm St porch' });
    await expect(
      alice.caller.community.update({ id: post.id, content: 'Three loaves', type: 'FOOD_RESCUE', location: null }),
    ).rejects.toMatchObject(badRequest(c.locationRequired));
    await expect(
      alice.caller.community.update({ id: post.id, content: 'Share', type: 'RECIPE_SHARE' }),
    ).rejects.toMatchObject(badRequest(c.recipeRequired));
    await expect(
      alice.caller.community.update({ id: post.id, content: ' ', type: 'FOOD_RESCUE' }),
    ).rejects.toMatchObject(badRequest(c.contentRequired));
    expect((await bob.caller.community.list())[0]).toMatchObject({ content: 'Three loaves', type: 'FOOD_RESCUE' });
  });

  it('editing a share onto another recipe moves the sharing with it', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const soup = await alice.caller.recipes.create(lentilSoup);
    const stew = await alice.caller.recipes.create({ ...lentilSoup, title: 'Stew' });
    const post = await alice.caller.community.create({ content: 'Try it', type: 'RECIPE_SHARE', recipeId: soup.id });
    const bobsOwn = await bob.caller.recipes.create(lentilSoup);
    await expect(
      alice.caller.community.update({ id: post.id, content: 'Try it', type: 'RECIPE_SHARE', recipeId: bobsOwn.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const moved = await alice.caller.community.update({
      id: post.id,
      content: 'Try this',
      type: 'RECIPE_SHARE',
      recipeId: stew.id,
    });
    expect(moved.recipe?.title).toBe('Stew');
    expect((await bob.caller.recipes.byId({ id: stew.id })).title).toBe('Stew');
    await expect(bob.caller.recipes.byId({ id: soup.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const cleared = await alice.caller.community.update({
      id: post.id,
      content: 'Just a tip',
      type: 'COOKING_TIP',
      recipeId: null,
    });
    expect(cleared).toMatchObject({ recipeId: null, recipe: null, recipeRemoved: false });
    await expect(bob.caller.recipes.byId({ id: stew.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('signed-out callers are refused', async () => {
    const anonymous = await anonymousCaller(db);
    await expect(anonymous.community.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: messages.auth.authRequired,
    });
    await expect(anonymous.community.create(tip)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("deleting an account takes the user's posts and hides with it, and others' hides of them", async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const alicePost = await alice.caller.community.create(tip);
    const bobPost = await bob.caller.community.create(rescue);
    await alice.caller.community.delete({ id: bobPost.id });
    await bob.caller.community.delete({ id: alicePost.id });
    await alice.caller.auth.deleteAccount({ password: alice.password });
    expect(await db.selectFrom('posts').select('id').execute()).toEqual([{ id: bobPost.id }]);
    expect(await db.selectFrom('post_hides').select('id').execute()).toEqual([]);
    expect((await bob.caller.community.list()).map((post) => post.id)).toEqual([bobPost.id]);
  });
});
