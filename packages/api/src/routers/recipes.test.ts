import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { services } from '@sous/ai';
import type { Db } from '@sous/db';
import { recordingKitchen } from '../testing/fakeKitchen';
import { lentilSoup } from '../testing/fixtures';
import { callerFor, freshDb, signedInCaller, uniqueName } from '../testing/harness';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const soup = lentilSoup;

const suggestion = (title: string, matchScore = 80) => ({
  recipeData: {
    title,
    description: `${title}, lighter`,
    prepTime: 20,
    ingredients: ['beans'],
    instructions: ['Cook'],
    nutritionInfo: { calories: 350, protein: 20, carbs: 40, fat: 10 },
  },
  reasonForRecommendation: 'Close to your lentil soup',
  seasonalRelevance: true,
  matchScore,
});

describe('recipes router', () => {
  it('computes the sustainability score when none is given and keeps a given one', async () => {
    const { caller, user } = await signedInCaller(db);
    const computed = await caller.recipes.create(soup);
    // 300 kcal (+15), protein 28 % of the macro grams (+15), carbs 62 % and fat 9 % (no bonus): 50 + 30.
    expect(computed).toMatchObject({
      title: 'Lentil soup',
      sustainabilityScore: 80,
      createdBy: user.id,
      forkedFrom: null,
      imageUrl: null,
    });
    const given = await caller.recipes.create({ ...soup, title: 'Scored', sustainabilityScore: 12 });
    expect(given.sustainabilityScore).toBe(12);
    expect((await caller.recipes.list()).map((recipe) => recipe.title)).toEqual(['Scored', 'Lentil soup']);
  });

  it('refuses a recipe without ingredients with the spec message', async () => {
    const { caller } = await signedInCaller(db);
    await expect(caller.recipes.create({ ...soup, ingredients: '\n \n' })).rejects.toThrow(
      'At least one ingredient is required',
    );
    expect(await caller.recipes.list()).toEqual([]);
  });

  it('an update changes only the fields sent and recomputes the score from new nutrition', async () => {
    const { caller } = await signedInCaller(db);
    const recipe = await caller.recipes.create({ ...soup, sustainabilityScore: 12 });
    const renamed = await caller.recipes.update({ id: recipe.id, title: 'Red lentil soup' });
    expect(renamed).toMatchObject({
      title: 'Red lentil soup',
      description: soup.description,
      ingredients: soup.ingredients,
      sustainabilityScore: 12,
    });
    const heavier = await caller.recipes.update({
      id: recipe.id,
      nutritionInfo: { calories: 900, protein: 10, carbs: 10, fat: 80 },
    });
    expect(heavier.sustainabilityScore).toBe(50);
    const cleared = await caller.recipes.update({ id: recipe.id, imageUrl: '' });
    expect(cleared.imageUrl).toBeNull();
  });

  it("someone else's recipe answers NOT_FOUND everywhere and stays unchanged", async () => {
    const owner = await signedInCaller(db);
    const stranger = await signedInCaller(db);
    const recipe = await owner.caller.recipes.create(soup);
    const notFound = { code: 'NOT_FOUND' };
    await expect(stranger.caller.recipes.byId({ id: recipe.id })).rejects.toMatchObject(notFound);
    await expect(stranger.caller.recipes.update({ id: recipe.id, title: 'Taken' })).rejects.toMatchObject(notFound);
    await expect(stranger.caller.recipes.delete({ id: recipe.id })).rejects.toMatchObject(notFound);
    await expect(stranger.caller.recipes.fork({ id: recipe.id })).rejects.toMatchObject(notFound);
    await expect(stranger.caller.recipes.consume({ id: recipe.id, servings: 1 })).rejects.toMatchObject(notFound);
    expect(await stranger.caller.recipes.list()).toEqual([]);
    expect(await owner.caller.recipes.byId({ id: recipe.id })).toEqual(recipe);
  });

  it('forks a shared recipe into the forker’s own list, and only the creator edits the original', async () => {
    const owner = await signedInCaller(db);
    const cook = await signedInCaller(db);
    const recipe = await owner.caller.recipes.create(soup);
    // Shared through a community post (the community router sets post_id).
    await db.updateTable('recipes').set({ post_id: 7 }).where('id', '=', recipe.id).execute();
    expect(await cook.caller.recipes.byId({ id: recipe.id })).toMatchObject({ title: 'Lentil soup' });
    const fork = await cook.caller.recipes.fork({ id: recipe.id });
    expect(fork).toMatchObject({
      title: 'Lentil soup',
      forkedFrom: recipe.id,
      createdBy: cook.user.id,
      postId: null,
      ingredients: soup.ingredients,
    });
    expect((await cook.caller.recipes.list()).map((entry) => entry.id)).toEqual([fork.id]);
    await expect(cook.caller.recipes.update({ id: recipe.id, title: 'Mine now' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await cook.caller.recipes.update({ id: fork.id, title: 'My soup' })).toMatchObject({ title: 'My soup' });
  });

  it('consuming 2 servings of a 300 kcal recipe adds 600 kcal to today and logs the meal', async () => {
    const { caller } = await signedInCaller(db);
    const recipe = await caller.recipes.create(soup);
    const first = await caller.recipes.consume({ id: recipe.id, servings: 2, mealType: 'lunch' });
    expect(first.progress).toMatchObject({ calories: 600, protein: 36, carbs: 80, fat: 12 });
    const second = await caller.recipes.consume({ id: recipe.id });
    expect(second.consumption).toMatchObject({ servings: 1, mealType: 'snack' });
    expect(await caller.nutrition.todayProgress()).toMatchObject({ calories: 900, protein: 54, carbs: 120, fat: 18 });
    const history = await caller.recipes.consumptionHistory();
    expect(history.map((entry) => [entry.servings, entry.mealType])).toEqual([
      [1, 'snack'],
      [2, 'lunch'],
    ]);
    expect(history[0]!.recipe).toEqual({ id: recipe.id, title: 'Lentil soup', nutritionInfo: soup.nutritionInfo });
  });

  it('logs nothing when today’s progress cannot be updated: one transaction', async () => {
    const { caller } = await signedInCaller(db);
    const recipe = await caller.recipes.create(soup);
    await sql`drop table nutrition_progress`.execute(db);
    await expect(caller.recipes.consume({ id: recipe.id, servings: 2 })).rejects.toThrow();
    expect(await db.selectFrom('consumptions').select('id').execute()).toEqual([]);
  });

  it('the history filters by inclusive dates and meal type, and survives a deleted recipe', async () => {
    const { caller } = await signedInCaller(db);
    const recipe = await caller.recipes.create(soup);
    const days = [
      ['2026-03-01', 'breakfast'],
      ['2026-03-02', 'lunch'],
      ['2026-03-03', 'dinner'],
      ['2026-03-04', 'lunch'],
    ] as const;
    for (const [day, mealType] of days) {
      const { consumption } = await caller.recipes.consume({ id: recipe.id, mealType });
      await db
        .updateTable('consumptions')
        .set({ consumed_on: day, consumed_at: `${day}T12:00:00.000Z` })
        .where('id', '=', consumption.id)
        .execute();
    }
    const range = await caller.recipes.consumptionHistory({ startDate: '2026-03-02', endDate: '2026-03-03' });
    expect(range.map((entry) => entry.consumedAt.slice(0, 10))).toEqual(['2026-03-03', '2026-03-02']);
    const lunches = await caller.recipes.consumptionHistory({ mealType: 'lunch' });
    expect(lunches.map((entry) => entry.consumedAt.slice(0, 10))).toEqual(['2026-03-04', '2026-03-02']);
    expect(await caller.recipes.consumptionHistory({ startDate: '2026-03-04', mealType: 'breakfast' })).toEqual([]);
    await caller.recipes.delete({ id: recipe.id });
    const after = await caller.recipes.consumptionHistory({ mealType: 'all' });
    expect(after).toHaveLength(4);
    expect(after[0]!.recipe).toEqual({ id: null, title: 'Lentil soup', nutritionInfo: soup.nutritionInfo });
  });

  it('deleting a recipe answers its id and takes its journal entries with it', async () => {
    const { caller } = await signedInCaller(db);
    const recipe = await caller.recipes.create(soup);
    await caller.mood.create({ recipeId: recipe.id, entry: 'Calm evening', emotions: ['calm'] });
    expect(await caller.recipes.delete({ id: recipe.id })).toMatchObject({ id: recipe.id, message: 'Recipe deleted' });
    expect(await db.selectFrom('mood_entries').select('id').execute()).toEqual([]);
    await expect(caller.recipes.byId({ id: recipe.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('personalized recommendations', () => {
  it('a cook with no recipe yet gets the empty state, and the AI layer is not asked', async () => {
    const { ai, calls } = recordingKitchen({});
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    expect(await caller.recipes.personalized()).toEqual({ recommendations: [], source: null });
    expect(await caller.recipes.refreshRecommendations()).toEqual({ recommendations: [], source: null });
    expect(calls).toHaveLength(0);
  });

  it('generates the set on first use from the user’s data, then answers the stored set', async () => {
    const { ai, calls } = recordingKitchen({
      answers: [
        [services.recommendations, { recommendations: [suggestion('Bean stew'), suggestion('Chickpea curry', 70)] }],
      ],
    });
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await caller.recipes.create(soup);
    await caller.nutrition.setGoal({ dailyCalories: 2000, dailyProtein: 100, dailyCarbs: 250, dailyFat: 70 });
    const first = await caller.recipes.personalized();
    expect(first.source).toBe('ollama');
    expect(
      first.recommendations.map((entry) => [entry.recipeData.title, entry.matchScore, entry.seasonalRelevance]),
    ).toEqual([
      ['Bean stew', 80, true],
      ['Chickpea curry', 70, true],
    ]);
    expect(first.recommendations.every((entry) => Number.isInteger(entry.recommendationId))).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toMatchObject({
      recipes: [{ title: 'Lentil soup' }],
      goals: { dailyCalories: 2000 },
      pantry: [],
      today: new Date().toISOString().slice(0, 10),
    });
    expect(await caller.recipes.personalized()).toEqual(first);
    expect(calls).toHaveLength(1);
  });

  it('refresh replaces the set with new ids, and feedback is stored and sent to the next generation', async () => {
    const { ai, calls } = recordingKitchen({
      answers: [[services.recommendations, { recommendations: [suggestion('Bean stew')] }]],
    });
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await caller.recipes.create(soup);
    const [first] = (await caller.recipes.personalized()).recommendations;
    const stored = await caller.recipes.feedback({
      recommendationId: first!.recommendationId,
      rating: 5,
      tasteRating: 4,
      wasCooked: true,
      feedback: 'Loved it',
    });
    expect(stored).toMatchObject({
      recommendationId: first!.recommendationId,
      message: 'Your feedback has been recorded and will help improve your future recommendations.',
    });
    const refreshed = await caller.recipes.refreshRecommendations();
    expect(refreshed.recommendations).toHaveLength(1);
    expect(refreshed.recommendations[0]!.recommendationId).not.toBe(first!.recommendationId);
    expect(calls.at(-1)!.input).toMatchObject({
      feedback: [{ recipeTitle: 'Bean stew', rating: 5, tasteRating: 4, wasCooked: true, feedback: 'Loved it' }],
    });
    await expect(
      caller.recipes.feedback({ recommendationId: first!.recommendationId, rating: 3 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("feedback on someone else's recommendation answers NOT_FOUND and stores nothing", async () => {
    const { ai } = recordingKitchen({
      answers: [[services.recommendations, { recommendations: [suggestion('Bean stew')] }]],
    });
    const owner = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const stranger = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await owner.caller.recipes.create(soup);
    const [mine] = (await owner.caller.recipes.personalized()).recommendations;
    await expect(
      stranger.caller.recipes.feedback({ recommendationId: mine!.recommendationId, rating: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db.selectFrom('recommendation_feedback').select('id').execute()).toEqual([]);
  });

  it('a model that is down answers the spec’s failure text and keeps the stored set', async () => {
    const up = recordingKitchen({
      answers: [[services.recommendations, { recommendations: [suggestion('Bean stew')] }]],
    });
    const { caller, token } = await signedInCaller(db, uniqueName(), 'secret-pass', up.ai);
    await caller.recipes.create(soup);
    const before = await caller.recipes.personalized();
    const down = await callerFor(db, token, recordingKitchen({ down: true }).ai);
    await expect(down.recipes.refreshRecommendations()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Failed to refresh recommendations. Please try again.',
    });
    expect(await down.recipes.personalized()).toEqual(before);
  });
});
