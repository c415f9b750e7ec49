import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { services } from '@sous/ai';
import type { Db } from '@sous/db';
import { recordingKitchen } from '../testing/fakeKitchen';
import { callerFor, freshDb, signedInCaller, uniqueName } from '../testing/harness';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const recipe = {
  title: 'Sourdough',
  description: 'A slow loaf',
  ingredients: ['flour', 'water', 'salt'],
  instructions: ['Mix', 'Wait', 'Bake'],
  prepTime: 60,
};

describe('mood journal router', () => {
  it('detects emotions when none are sent, sets the timestamp, and lists newest first', async () => {
    const { ai, calls } = recordingKitchen({ answers: [[services.moodEmotions, { emotions: ['pride', 'joy'] }]] });
    const { caller, user } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const loaf = await caller.recipes.create(recipe);
    const before = new Date().toISOString();
    const detected = await caller.mood.create({ recipeId: loaf.id, entry: '  So proud of this crust!  ' });
    expect(detected).toMatchObject({
      recipeId: loaf.id,
      userId: user.id,
      entry: 'So proud of this crust!',
      emotions: ['pride', 'joy'],
    });
    expect(detected.timestamp >= before).toBe(true);
    expect(calls.map((call) => call.input)).toEqual([{ entry: 'So proud of this crust!' }]);
    const older = await caller.mood.create({
      recipeId: loaf.id,
      entry: 'Dense again',
      timestamp: '2026-01-05T09:30:00+01:00',
      emotions: ['frustration'],
    });
    expect(older).toMatchObject({ timestamp: '2026-01-05T08:30:00.000Z', emotions: ['frustration'] });
    expect(calls).toHaveLength(1);
    expect((await caller.mood.list({ recipeId: loaf.id })).map((entry) => entry.entry)).toEqual([
      'So proud of this crust!',
      'Dense again',
    ]);
  });

  it('keeps the entry without emotions when the model is down', async () => {
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', recordingKitchen({ down: true }).ai);
    const loaf = await caller.recipes.create(recipe);
    expect(await caller.mood.create({ recipeId: loaf.id, entry: 'Happy with it' })).toMatchObject({
      entry: 'Happy with it',
      emotions: [],
    });
  });

  it('deletes an entry by its timestamp', async () => {
    const { caller } = await signedInCaller(db);
    const loaf = await caller.recipes.create(recipe);
    const entry = await caller.mood.create({ recipeId: loaf.id, entry: 'Calm bake', emotions: ['calm'] });
    await caller.mood.create({ recipeId: loaf.id, entry: 'Second bake', emotions: ['joy'] });
    expect(await caller.mood.delete({ recipeId: loaf.id, timestamp: entry.timestamp })).toMatchObject({
      message: 'Entry deleted',
    });
    expect((await caller.mood.list({ recipeId: loaf.id })).map((left) => left.entry)).toEqual(['Second bake']);
    await expect(caller.mood.delete({ recipeId: loaf.id, timestamp: entry.timestamp })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('two entries with the same timestamp stay apart: the later one moves on by a millisecond', async () => {
    const { caller } = await signedInCaller(db);
    const loaf = await caller.recipes.create(recipe);
    const timestamp = '2026-02-01T10:00:00.000Z';
    await caller.mood.create({ recipeId: loaf.id, entry: 'First', timestamp, emotions: ['joy'] });
    const second = await caller.mood.create({ recipeId: loaf.id, entry: 'Second', timestamp, emotions: ['calm'] });
    expect(second.timestamp).toBe('2026-02-01T10:00:00.001Z');
    await caller.mood.delete({ recipeId: loaf.id, timestamp });
    expect((await caller.mood.list({ recipeId: loaf.id })).map((entry) => entry.entry)).toEqual(['Second']);
  });

  it("someone else's recipe and entries answer NOT_FOUND and stay", async () => {
    const owner = await signedInCaller(db);
    const stranger = await signedInCaller(db);
    const loaf = await owner.caller.recipes.create(recipe);
    const entry = await owner.caller.mood.create({ recipeId: loaf.id, entry: 'Mine', emotions: ['joy'] });
    const notFound = { code: 'NOT_FOUND' };
    await expect(stranger.caller.mood.list({ recipeId: loaf.id })).rejects.toMatchObject(notFound);
    await expect(stranger.caller.mood.create({ recipeId: loaf.id, entry: 'Intruding' })).rejects.toMatchObject(
      notFound,
    );
    await expect(stranger.caller.mood.delete({ recipeId: loaf.id, timestamp: entry.timestamp })).rejects.toMatchObject(
      notFound,
    );
    await expect(stranger.caller.mood.insights({ recipeId: loaf.id })).rejects.toMatchObject(notFound);
    expect(await owner.caller.mood.list({ recipeId: loaf.id })).toEqual([entry]);
  });

  it('insights with no entries answer the empty state without asking the model', async () => {
    const { ai, calls } = recordingKitchen();
    const { caller } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const loaf = await caller.recipes.create(recipe);
    const insights = await caller.mood.insights({ recipeId: loaf.id });
    expect(insights).toMatchObject({ entryCount: 0, patterns: [], source: 'offline' });
    expect(insights.summary.length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });

  it('insights read the recipe’s entries and say where they came from', async () => {
    const { ai, calls } = recordingKitchen();
    const { caller, token } = await signedInCaller(db, uniqueName(), 'secret-pass', ai);
    const loaf = await caller.recipes.create(recipe);
    await caller.mood.create({ recipeId: loaf.id, entry: 'Proud of the crust, shaping was hard', emotions: ['pride'] });
    await caller.mood.create({ recipeId: loaf.id, entry: 'Relaxed bake, lovely crumb', emotions: ['calm'] });
    const insights = await caller.mood.insights({ recipeId: loaf.id });
    expect(insights).toMatchObject({ entryCount: 2, source: 'offline' });
    expect(calls.at(-1)).toMatchObject({
      service: services.moodInsights.name,
      input: { recipeTitle: 'Sourdough', entries: [{ emotions: ['calm'] }, { emotions: ['pride'] }] },
    });
    const down = await callerFor(db, token, recordingKitchen({ down: true }).ai);
    await expect(down.mood.insights({ recipeId: loaf.id })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Failed to load insights',
    });
  });
});
