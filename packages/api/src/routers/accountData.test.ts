import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@sous/db';
import { utcDay } from '@sous/domain';
import type { AccountExport } from '../queries/accountData';
import { lentilSoup } from '../testing/fixtures';
import { anonymousCaller, freshDb, signedInCaller } from '../testing/harness';
import { IMPORT_INCONSISTENT, IMPORT_NEEDS_EMPTY_ACCOUNT } from './accountData';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

type Caller = Awaited<ReturnType<typeof signedInCaller>>['caller'];
const today = utcDay(new Date());

/** Puts something in every area an account owns. */
async function fillAccount(caller: Caller) {
  await caller.auth.updateProfile({ name: 'Ada', email: 'ada@example.org', preferences: { theme: 'dark', units: 'imperial' } });
  await caller.grocery.create({ title: 'Weekend', items: [{ id: 'milk', name: 'milk', quantity: '1', completed: false }] });
  const soup = await caller.recipes.create(lentilSoup);
  const stew = await caller.recipes.create({ ...lentilSoup, title: 'Bean stew' });
  await caller.nutrition.setGoal({ dailyCalories: 2000, dailyProtein: 100, dailyCarbs: 250, dailyFat: 70 });
  await caller.nutrition.addProgress({ progress: { date: '2026-03-02', calories: 500 } });
  await caller.recipes.consume({ id: stew.id, servings: 2, mealType: 'lunch' });
  const [recommendation] = (await caller.recipes.personalized()).recommendations;
  await caller.recipes.feedback({ recommendationId: recommendation!.recommendationId, rating: 5, wasCooked: true, feedback: 'Loved it' });
  await caller.mood.create({ recipeId: stew.id, entry: 'Calm evening', emotions: ['calm'] });
  await caller.pantry.create({ name: 'Spinach', quantity: '200 g', category: 'Produce', expiryDate: today, nutritionInfo: { calories: 150, protein: 3, carbs: 4, fat: 0 } });
  await caller.community.create({ content: 'Try my stew', type: 'RECIPE_SHARE', recipeId: stew.id });
  await caller.mealPlans.create({ title: 'Green week', startDate: today, preferences: ['quick'], days: 2 });
  await caller.equipment.create({ name: 'Cast iron skillet', category: 'Cookware', condition: 'fair', purchaseDate: '2024-05-01', purchasePrice: 45 });
  const georgian = await caller.cuisine.create({ name: 'Georgian', region: 'Caucasus', description: 'Walnuts and herbs', bannerUrl: 'https://example.com/georgia.jpg', keyIngredients: 'walnuts\ncoriander', cookingTechniques: ['baking'] });
  const dish = { name: 'Khachapuri', description: 'Cheese bread', difficulty: 'intermediate', ingredients: 'flour, cheese', instructions: 'Bake' } as const;
  await caller.cuisine.createRecipe({ ...dish, cuisineId: georgian.id });
  const starter = (await caller.cuisine.list({})).find((cuisine) => cuisine.createdBy == null)!;
  await caller.cuisine.createRecipe({ ...dish, name: 'House special', cuisineId: starter.id });
  const shelf = await caller.storage.locations.create({ name: 'Shelf', type: 'pantry' });
  await caller.storage.items.create({ name: 'Rice', locationId: String(shelf.id), quantity: '2' });
  return { soup, stew, starter };
}

/** Which columns hold a reference to which table (the rest of a row is data). */
const REFERENCES: Record<string, Record<string, string>> = {
  storage_items: { location_id: 'storage_locations' },
  recipes: { forked_from: 'recipes', post_id: 'posts' },
  posts: { recipe_id: 'recipes' },
  consumptions: { recipe_id: 'recipes' },
  mood_entries: { recipe_id: 'recipes' },
  recommendation_feedback: { recommendation_id: 'recommendations' },
  cultural_recipes: { cuisine_id: 'cuisines' },
};

/** The document without ids: each reference becomes the position of the row it points at (or 'outside'). */
function comparable(document: AccountExport) {
  const data = document.data as Record<string, Array<Record<string, unknown>>>;
  const position = (table: string, id: unknown) => {
    const index = data[table]!.findIndex((row) => row.id === id);
    return index === -1 ? (id == null ? null : 'outside') : index;
  };
  return {
    profile: { ...document.profile, username: undefined },
    data: Object.fromEntries(
      Object.entries(data).map(([table, rows]) => [
        table,
        rows.map(({ id: _id, ...row }) => {
          for (const [column, target] of Object.entries(REFERENCES[table] ?? {})) row[column] = position(target, row[column]);
          return row;
        }),
      ]),
    ),
  };
}

describe('account export and import', () => {
  it('round trip: an account filled in every area, exported and imported into a new account, exports the same', async () => {
    const alice = await signedInCaller(db);
    const { stew } = await fillAccount(alice.caller);
    const exported = await alice.caller.accountData.export();
    expect(exported).toMatchObject({ format: 'sous-account-export', version: 1 });
    for (const [table, rows] of Object.entries(exported.data)) expect(rows.length, table).toBeGreaterThan(0);
    expect(exported.data.recipes).toHaveLength(2);
    expect(exported.data.cultural_recipes.map((row) => row.cuisine_starter_key != null)).toEqual([false, true]);

    // Through JSON, as a file would carry it.
    const document = JSON.parse(JSON.stringify(exported)) as AccountExport;
    const bob = await signedInCaller(db);
    const result = await bob.caller.accountData.import(document);
    expect(result.imported).toMatchObject({ recipes: 2, posts: 1, mood_entries: 1, storage_items: 1, cultural_recipes: 2 });
    const again = await bob.caller.accountData.export();
    expect(comparable(again)).toEqual(comparable(exported));
    expect(again.profile.username).toBe(bob.username);

    // The copies are Bob's own rows, linked to each other, and Alice keeps hers.
    const bobStew = (await bob.caller.recipes.list()).find((recipe) => recipe.title === 'Bean stew')!;
    expect(bobStew.id).not.toBe(stew.id);
    expect((await bob.caller.mood.list({ recipeId: bobStew.id })).map((entry) => entry.entry)).toEqual(['Calm evening']);
    const [history] = await bob.caller.recipes.consumptionHistory();
    expect(history!.recipe).toMatchObject({ id: bobStew.id, title: 'Bean stew' });
    const bobPost = (await bob.caller.community.list()).find((post) => post.content === 'Try my stew' && post.recipe?.id === bobStew.id);
    expect(bobPost).toBeDefined();
    const [location] = await bob.caller.storage.locations.list();
    expect(await bob.caller.storage.items.list()).toEqual([expect.objectContaining({ name: 'Rice', locationId: location!.id })]);
    expect(comparable(await alice.caller.accountData.export())).toEqual(comparable(exported));
  });

  it('refuses to import into an account that has data, and changes nothing', async () => {
    const alice = await signedInCaller(db);
    await fillAccount(alice.caller);
    const document = await alice.caller.accountData.export();
    const bob = await signedInCaller(db);
    await bob.caller.grocery.create({ title: 'Mine', items: [] });
    await expect(bob.caller.accountData.import(document)).rejects.toMatchObject({ code: 'CONFLICT', message: IMPORT_NEEDS_EMPTY_ACCOUNT });
    expect(await bob.caller.recipes.list()).toEqual([]);
    await expect(alice.caller.accountData.import(document)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a malformed document with 400, and a document that fails halfway leaves the account empty', async () => {
    const alice = await signedInCaller(db);
    await fillAccount(alice.caller);
    const document = await alice.caller.accountData.export();
    const bob = await signedInCaller(db);
    for (const bad of [
      {},
      { ...document, format: 'something-else' },
      { ...document, version: 99 },
      { ...document, data: { ...document.data, recipes: [{ id: 1, title: 5 }] } },
    ]) {
      await expect(bob.caller.accountData.import(bad as AccountExport)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    // Two journal entries for one recipe at one instant break a unique index on the last insert: all is rolled back.
    const clash = structuredClone(document);
    clash.data.mood_entries.push({ ...clash.data.mood_entries[0]!, id: 999 });
    await expect(bob.caller.accountData.import(clash)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: IMPORT_INCONSISTENT });
    expect((await bob.caller.accountData.export()).data).toEqual(Object.fromEntries(Object.keys(document.data).map((table) => [table, []])));
    expect(await bob.caller.auth.profile()).toMatchObject({ name: null });
  });

  it('needs sign-in', async () => {
    const visitor = await anonymousCaller(db);
    await expect(visitor.accountData.export()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
