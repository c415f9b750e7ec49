import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@sous/db';
import {
  creatorOnlyMessage,
  messages,
  type CreateCuisineRequest,
  type CreateCulturalRecipeRequest,
} from '@sous/domain';
import { ensureStarterCatalogue } from '../queries/cuisine';
import { freshDb, signedInCaller } from '../testing/harness';
import { cuisineMessages } from '@sous/domain';

const c = cuisineMessages;

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const georgian = {
  name: 'Georgian',
  region: 'Caucasus',
  description: 'Walnuts, herbs and bread from the clay oven',
  bannerUrl: 'https://example.com/georgia.jpg',
  keyIngredients: 'walnuts\nsuluguni\n\ncoriander',
  cookingTechniques: ['baking in a tone oven'],
} satisfies CreateCuisineRequest;

const khachapuri = (cuisineId: number) =>
  ({
    cuisineId,
    name: 'Khachapuri',
    description: 'Cheese bread',
    difficulty: 'intermediate',
    ingredients: 'flour, suluguni, egg, butter',
    instructions: 'Make the dough\nFill with cheese\nBake',
  }) satisfies CreateCulturalRecipeRequest;

describe('the starter catalogue', () => {
  it('lists 20 real cuisines with their signature dishes on day one, owned by nobody', async () => {
    const { caller } = await signedInCaller(db);
    const cuisines = await caller.cuisine.list({});
    expect(cuisines).toHaveLength(20);
    const japanese = cuisines.find((cuisine) => cuisine.name === 'Japanese')!;
    expect(japanese).toMatchObject({ createdBy: null, isCreator: false, creatorName: c.starterCreator });
    expect(japanese.keyIngredients.length).toBeGreaterThan(3);
    expect(japanese.culturalContext?.history).toBeTruthy();
    const details = await caller.cuisine.byId({ id: japanese.id });
    expect(details.recipes.length).toBe(japanese.recipeCount);
    expect(details.recipes.length).toBeGreaterThan(0);
    expect(details.recipes[0]).toMatchObject({ createdBy: null, cuisineName: 'Japanese' });
    expect(details.recipes[0]!.authenticIngredients.length).toBeGreaterThan(0);
  });

  it('seeds once, however often it is asked', async () => {
    await ensureStarterCatalogue(db);
    await Promise.all([ensureStarterCatalogue(db), ensureStarterCatalogue(db)]);
    const count = await db
      .selectFrom('cuisines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(20);
  });

  it('nobody can edit or delete a starter, but anyone can hide it for themselves', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const japanese = (await alice.caller.cuisine.list({})).find((cuisine) => cuisine.name === 'Japanese')!;
    await expect(
      alice.caller.cuisine.update({ id: japanese.id, bannerUrl: 'https://example.com/x.jpg' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.http.forbidden,
    });
    const dish = (await alice.caller.cuisine.byId({ id: japanese.id })).recipes[0]!;
    await expect(alice.caller.cuisine.deleteRecipe({ id: dish.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: creatorOnlyMessage,
    });
    await expect(alice.caller.cuisine.updateRecipe({ id: dish.id, name: 'Mine now' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    expect(await alice.caller.cuisine.hide({ id: japanese.id })).toMatchObject({ type: 'hidden' });
    expect((await alice.caller.cuisine.list({})).map((cuisine) => cuisine.name)).not.toContain('Japanese');
    await expect(alice.caller.cuisine.byId({ id: japanese.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(alice.caller.cuisine.recipeById({ id: dish.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Hiding is per user.
    expect((await bob.caller.cuisine.list({})).map((cuisine) => cuisine.name)).toContain('Japanese');
    expect(await bob.caller.cuisine.recipeById({ id: dish.id })).toMatchObject({ name: dish.name });
  });
});

describe('user cuisines', () => {
  it('creates a cuisine for the signed-in user, listed first and under My Cuisines', async () => {
    const alice = await signedInCaller(db);
    const created = await alice.caller.cuisine.create({ ...georgian, createdBy: 999 } as CreateCuisineRequest);
    expect(created).toMatchObject({
      name: 'Georgian',
      keyIngredients: ['walnuts', 'suluguni', 'coriander'],
      createdBy: alice.user.id,
      creatorName: alice.username,
      isCreator: true,
      culturalContext: null,
      recipes: [],
    });
    const list = await alice.caller.cuisine.list({});
    expect(list[0]?.id).toBe(created.id);
    expect(list.filter((cuisine) => cuisine.isCreator).map((cuisine) => cuisine.id)).toEqual([created.id]);
  });

  it('only the creator changes the banner or the cultural details', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const cuisine = await alice.caller.cuisine.create(georgian);
    await expect(
      bob.caller.cuisine.update({ id: cuisine.id, bannerUrl: 'https://example.com/b.jpg' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: messages.http.forbidden,
    });
    const banner = await alice.caller.cuisine.update({ id: cuisine.id, bannerUrl: 'https://example.com/new.jpg' });
    expect(banner.bannerUrl).toBe('https://example.com/new.jpg');
    const cultural = await alice.caller.cuisine.update({
      id: cuisine.id,
      culturalContext: { history: 'Silk road', traditions: ['supra feast'] },
      servingEtiquette: { general: 'The tamada leads toasts' },
    });
    expect(cultural).toMatchObject({
      bannerUrl: 'https://example.com/new.jpg',
      culturalContext: { history: 'Silk road', traditions: ['supra feast'], festivals: [] },
      servingEtiquette: { general: 'The tamada leads toasts', taboos: [] },
    });
  });

  it("the creator's hide deletes for everyone; anyone else's hides for them", async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const carol = await signedInCaller(db);
    const cuisine = await alice.caller.cuisine.create(georgian);
    const dish = await bob.caller.cuisine.createRecipe(khachapuri(cuisine.id));
    expect(await bob.caller.cuisine.hide({ id: cuisine.id })).toMatchObject({ type: 'hidden', message: c.hidden });
    await expect(bob.caller.cuisine.hide({ id: cuisine.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await carol.caller.cuisine.byId({ id: cuisine.id })).recipes.map((recipe) => recipe.id)).toEqual([dish.id]);
    expect(await alice.caller.cuisine.hide({ id: cuisine.id })).toMatchObject({ type: 'deleted', message: c.deleted });
    await expect(carol.caller.cuisine.byId({ id: cuisine.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.selectFrom('cultural_recipes').select('id').where('id', '=', dish.id).execute()).toEqual([]);
  });
});

describe('cultural recipes', () => {
  it('anyone adds a recipe to a cuisine they can see; only its creator edits and deletes it', async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const cuisine = await alice.caller.cuisine.create(georgian);
    const dish = await bob.caller.cuisine.createRecipe({ ...khachapuri(cuisine.id), image_url: '' });
    expect(dish).toMatchObject({
      cuisineId: cuisine.id,
      cuisineName: 'Georgian',
      createdBy: bob.user.id,
      isCreator: true,
      authenticIngredients: ['flour', 'suluguni', 'egg', 'butter'],
      instructions: ['Make the dough', 'Fill with cheese', 'Bake'],
      image_url: null,
    });
    await expect(alice.caller.cuisine.updateRecipe({ id: dish.id, name: 'Adjaruli' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(alice.caller.cuisine.deleteRecipe({ id: dish.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: creatorOnlyMessage,
    });

    const edited = await bob.caller.cuisine.updateRecipe({
      id: dish.id,
      instructions: { '1': 'Shape into boats', '0': 'Make the dough', '2': 'Bake with an egg on top' },
      localSubstitutes: 'suluguni: mozzarella and feta',
    });
    expect(edited).toMatchObject({
      name: 'Khachapuri',
      instructions: ['Make the dough', 'Shape into boats', 'Bake with an egg on top'],
      localSubstitutes: { suluguni: 'mozzarella and feta' },
    });
    expect(await bob.caller.cuisine.deleteRecipe({ id: dish.id })).toMatchObject({ id: dish.id });
    await expect(bob.caller.cuisine.recipeById({ id: dish.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a recipe for a missing or hidden cuisine, and bad fields with their message', async () => {
    const alice = await signedInCaller(db);
    await expect(alice.caller.cuisine.createRecipe(khachapuri(9999))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: c.notFound,
    });
    const cuisine = await alice.caller.cuisine.create(georgian);
    await expect(
      alice.caller.cuisine.createRecipe({
        ...khachapuri(cuisine.id),
        difficulty: 'easy',
      } as unknown as CreateCulturalRecipeRequest),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { issues: [{ message: c.difficultyInvalid }] } });
  });

  it("substitutes from the signed-in user's own pantry, marked in the pantry", async () => {
    const alice = await signedInCaller(db);
    const bob = await signedInCaller(db);
    const thai = (await alice.caller.cuisine.list({})).find((cuisine) => cuisine.name === 'Thai')!;
    const padThai = (await alice.caller.cuisine.byId({ id: thai.id })).recipes.find((recipe) =>
      /pad thai/i.test(recipe.name),
    )!;
    await alice.caller.pantry.create({ name: 'Soy sauce', quantity: '1 bottle', category: 'Condiments' });

    const mine = await alice.caller.cuisine.substitutions({ id: padThai.id });
    expect(mine.source).toBe('offline');
    expect(
      mine.substitutions.some((substitution) => substitution.inPantry && /soy sauce/i.test(substitution.substitute)),
    ).toBe(true);
    const theirs = await bob.caller.cuisine.substitutions({ id: padThai.id });
    expect(theirs.substitutions.some((substitution) => substitution.inPantry)).toBe(false);
    expect(theirs.authenticityScore).toBeLessThan(100);

    const pairings = await alice.caller.cuisine.pairings({ id: padThai.id });
    expect(pairings.desserts.length + pairings.beverages.length).toBeGreaterThan(0);
    const etiquette = await alice.caller.cuisine.etiquette({ id: padThai.id });
    expect(etiquette.presentation).toBeTruthy();
    expect(etiquette.source).toBe('offline');
  });
});
