import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { services } from '@sous/ai';
import type { Db } from '@sous/db';
import { utcDay } from '@sous/domain';
import { recordingKitchen } from '../testing/fakeKitchen';
import { freshDb, signedInCaller, uniqueName } from '../testing/harness';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const goal = { dailyCalories: 2000, dailyProtein: 100, dailyCarbs: 250, dailyFat: 70 };

describe('nutrition router', () => {
  it('has no current goal until one is set; the newest goal is current and carries the progress list', async () => {
    const { caller } = await signedInCaller(db);
    expect(await caller.nutrition.currentGoal()).toBeNull();
    const first = await caller.nutrition.setGoal(goal);
    expect(first).toMatchObject({ ...goal, progress: [] });
    await caller.nutrition.addProgress({ progress: { date: '2026-03-02', calories: 500 } });
    await caller.nutrition.addProgress({ progress: { date: '2026-03-01', calories: 400 } });
    const second = await caller.nutrition.setGoal({ ...goal, dailyCalories: 1800 });
    expect(second.id).not.toBe(first.id);
    const current = await caller.nutrition.currentGoal();
    expect(current).toMatchObject({ dailyCalories: 1800 });
    expect(current!.progress.map((entry) => [entry.date, entry.calories])).toEqual([
      ['2026-03-01', 400],
      ['2026-03-02', 500],
    ]);
  });

  it('refuses a goal out of bounds with the spec message', async () => {
    const { caller } = await signedInCaller(db);
    await expect(caller.nutrition.setGoal({ ...goal, dailyCalories: 499 })).rejects.toThrow(
      'Daily calories must be between 500 and 5000',
    );
    await expect(caller.nutrition.setGoal({ ...goal, dailyFat: 201 })).rejects.toThrow(
      'Daily fat must be between 0 and 200 g',
    );
    expect(await caller.nutrition.currentGoal()).toBeNull();
  });

  it("today's progress is zeros when empty, and posted amounts add up on their date", async () => {
    const { caller } = await signedInCaller(db);
    const today = utcDay();
    expect(await caller.nutrition.todayProgress()).toEqual({
      date: today,
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      completed: false,
    });
    await caller.nutrition.addProgress({
      progress: { date: today, calories: 120, protein: 3, carbs: 20, fat: 2.5, completed: false },
    });
    const after = await caller.nutrition.addProgress({
      progress: { date: today, calories: 80, protein: 1, carbs: 10, fat: 0.5, completed: true },
    });
    expect(after).toEqual({ date: today, calories: 200, protein: 4, carbs: 30, fat: 3, completed: true });
    // A later entry sent with completed false does not undo a completed day.
    await caller.nutrition.addProgress({ progress: { date: today, calories: 1 } });
    expect(await caller.nutrition.todayProgress()).toMatchObject({ calories: 201, completed: true });
    await caller.nutrition.addProgress({ progress: { date: '2020-01-01', calories: 999 } });
    expect((await caller.nutrition.todayProgress()).calories).toBe(201);
  });

  it("one user's progress is invisible to another", async () => {
    const owner = await signedInCaller(db);
    const other = await signedInCaller(db);
    await owner.caller.nutrition.addProgress({ progress: { date: utcDay(), calories: 700 } });
    await other.caller.nutrition.setGoal(goal);
    expect((await other.caller.nutrition.todayProgress()).calories).toBe(0);
    expect((await other.caller.nutrition.currentGoal())!.progress).toEqual([]);
  });

  it('insights read the goal, progress and meals, and say where they came from', async () => {
    const { ai, calls } = recordingKitchen();
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    await caller.nutrition.setGoal(goal);
    const recipe = await caller.recipes.create({
      title: 'Porridge',
      description: 'Oats',
      ingredients: ['oats'],
      instructions: ['Cook'],
      prepTime: 5,
      nutritionInfo: { calories: 250, protein: 8, carbs: 40, fat: 5 },
    });
    await caller.recipes.consume({ id: recipe.id, mealType: 'breakfast' });
    const insights = await caller.nutrition.insights();
    expect(insights.source).toBe('offline');
    expect(insights.suggestedGoals.calories).toBeGreaterThan(0);
    const call = calls.find((entry) => entry.service === services.nutritionInsights.name);
    expect(call!.input).toMatchObject({
      goals: goal,
      progress: [{ date: utcDay(), calories: 250 }],
      consumption: [{ mealType: 'breakfast', servings: 1, recipe: { title: 'Porridge' } }],
    });
  });

  it('insights from a model that is down answer 503 with a message', async () => {
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', recordingKitchen({ down: true }).ai);
    await expect(caller.nutrition.insights()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Failed to load nutrition insights. Please try again.',
    });
  });
});
