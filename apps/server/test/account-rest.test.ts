import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@sous/db';
import { defaultPreferences, messages, utcDay } from '@sous/domain';
import { makeApp, register, send, type TestApp } from './helpers';

const m = messages.auth;

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ rateLimit: false });
});
afterAll(async () => {
  await t.close();
});

const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: unknown) =>
  send(t.app, method, url, headers, payload);

describe('profile and preferences over REST', () => {
  it('PATCH /api/account/profile and PATCH /api/user/profile both update the profile that GET /api/user/profile answers', async () => {
    const { auth, username } = await register(t.app);
    const first = await call('PATCH', '/api/account/profile', auth, {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      profilePicture: 'https://example.org/ada.jpg',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ username, name: 'Ada Lovelace', profilePicture: 'https://example.org/ada.jpg' });

    const second = await call('PATCH', '/api/user/profile', auth, { name: 'Ada', email: 'ada@example.com' });
    expect(second.statusCode).toBe(200);
    const read = await call('GET', '/api/user/profile', auth);
    expect(read.json()).toEqual({
      id: expect.any(Number),
      username,
      name: 'Ada',
      email: 'ada@example.com',
      profilePicture: 'https://example.org/ada.jpg',
      preferences: defaultPreferences,
    });
    expect((await call('GET', '/api/user', auth)).json()).toEqual(read.json());

    // Empty strings clear the optional fields; the username never changes.
    const cleared = await call('PATCH', '/api/account/profile', auth, { email: '', profilePicture: '', username: 'someone_else' });
    expect(cleared.json()).toMatchObject({ username, name: 'Ada', email: null, profilePicture: null });
  });

  it('preferences are kept with the account: every field persists, and a patch changes only what it sends', async () => {
    const { auth, username, password } = await register(t.app);
    const saved = await call('PATCH', '/api/user/profile', auth, {
      preferences: {
        theme: 'dark',
        accentColor: '#8b5cf6',
        notifications: false,
        dietaryPreferences: ['vegetarian', 'gluten-free'],
        region: 'Lyon',
        units: 'imperial',
        language: 'fr',
      },
    });
    expect(saved.statusCode).toBe(200);
    const patched = await call('PATCH', '/api/account/profile', auth, { preferences: { accentColor: '#14b8a6' } });
    const expected = {
      theme: 'dark',
      accentColor: '#14b8a6',
      notifications: false,
      dietaryPreferences: ['vegetarian', 'gluten-free'],
      region: 'Lyon',
      units: 'imperial',
      language: 'fr',
    };
    expect(patched.json().preferences).toEqual(expected);

    // Another browser: a fresh login answers the same preferences.
    const login = await call('POST', '/api/login', {}, { username, password });
    expect(login.json().preferences).toEqual(expected);
    const other = { authorization: `Bearer ${login.json().token as string}` };
    expect((await call('GET', '/api/user/profile', other)).json().preferences).toEqual(expected);

    // Reset: the defaults go back in one patch.
    const reset = await call('PATCH', '/api/user/profile', auth, { preferences: defaultPreferences });
    expect(reset.json().preferences).toEqual(defaultPreferences);
  });

  it.each([
    [{ preferences: { theme: 'sepia' } }],
    [{ preferences: { accentColor: 'purple' } }],
    [{ preferences: { language: 'de' } }],
    [{ preferences: { units: 'furlongs' } }],
    [{ preferences: { notifications: 'yes' } }],
    [{ preferences: { dietaryPreferences: Array.from({ length: 31 }, (_, index) => `diet${index}`) } }],
    [{ email: 'not-an-email' }],
    [{ profilePicture: 'not a url' }],
  ])('refuses %j with 400 and changes nothing', async (payload) => {
    const { auth } = await register(t.app);
    const response = await call('PATCH', '/api/user/profile', auth, payload);
    expect(response.statusCode).toBe(400);
    expect((await call('GET', '/api/user/profile', auth)).json()).toMatchObject({ email: null, preferences: defaultPreferences });
  });
});

describe('password change over REST', () => {
  it.each([
    [{ newPassword: 'changed1' }, m.currentPasswordRequired, 'currentPassword'],
    [{ currentPassword: 'secret-pass' }, m.newPasswordRequired, 'newPassword'],
    [{ currentPassword: 'secret-pass', newPassword: '' }, m.newPasswordRequired, 'newPassword'],
    [{ currentPassword: 'secret-pass', newPassword: '12345' }, m.newPasswordMin, 'newPassword'],
    [{ currentPassword: 'secret-pass', newPassword: 'p'.repeat(101) }, m.passwordMax, 'newPassword'],
    [{ currentPassword: 'secret-pass', newPassword: 'secret-pass' }, m.newPasswordSame, 'newPassword'],
    [{ currentPassword: 'wrong-pass', newPassword: 'changed1' }, m.currentPasswordIncorrect, 'currentPassword'],
  ])('refuses %j: 400 "%s" on the %s field, and the old password still works', async (payload, message, field) => {
    const { auth, username, password } = await register(t.app);
    const response = await call('POST', '/api/account/change-password', auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues[0]).toMatchObject({ path: field, message });
    expect((await call('POST', '/api/login', {}, { username, password })).statusCode).toBe(200);
  });

  it('changes it: the new password logs in, the old one is refused, other sessions end and this one stays', async () => {
    const { auth, username, password } = await register(t.app);
    const elsewhere = await call('POST', '/api/login', {}, { username, password });
    const otherAuth = { authorization: `Bearer ${elsewhere.json().token as string}` };
    const changed = await call('POST', '/api/account/change-password', auth, { currentPassword: password, newPassword: 'brand-new-1' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: m.passwordChanged });

    expect((await call('GET', '/api/user', auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', otherAuth)).statusCode).toBe(401);
    const old = await call('POST', '/api/login', {}, { username, password });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(m.incorrectPassword);
    expect((await call('POST', '/api/login', {}, { username, password: 'brand-new-1' })).statusCode).toBe(200);
  });
});

/** The column naming a row's owner in every table; a new table fails to compile here until it is listed. */
const ownerColumns = {
  users: 'id',
  sessions: 'user_id',
  grocery_lists: 'user_id',
  rate_limits: null, // keyed by address or username, never by account
  recipes: 'user_id',
  nutrition_goals: 'user_id',
  nutrition_progress: 'user_id',
  consumptions: 'user_id',
  recommendations: 'user_id',
  recommendation_feedback: 'user_id',
  mood_entries: 'user_id',
  pantry_items: 'user_id',
  posts: 'user_id',
  post_hides: 'user_id',
  meal_plans: 'user_id',
  cuisines: 'created_by',
  cuisine_hides: 'user_id',
  cultural_recipes: 'created_by',
  storage_locations: 'user_id',
  storage_items: 'user_id',
  kitchen_equipment: 'user_id',
} as const satisfies Record<keyof Database, string | null>;

type OwnedTable = { [K in keyof typeof ownerColumns]: (typeof ownerColumns)[K] extends null ? never : K }[keyof typeof ownerColumns];
const ownedTables = (Object.keys(ownerColumns) as (keyof typeof ownerColumns)[]).filter(
  (table): table is OwnedTable => ownerColumns[table] !== null,
);

async function rowsOf(userId: number): Promise<Record<OwnedTable, number>> {
  const counts = {} as Record<OwnedTable, number>;
  for (const table of ownedTables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(ownerColumns[table], '=', userId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

/** A cook with something in every area the server has. */
async function busyCook() {
  const cook = await register(t.app);
  const { auth } = cook;
  const ok = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const response = await call(method, url, auth, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  await ok('PATCH', '/api/user/profile', { name: 'Busy', preferences: { theme: 'dark' } });
  await ok('POST', '/api/grocery-lists', { title: 'Weekly', items: [{ id: 'a', name: 'Rice', quantity: '1', completed: false }] });
  const recipe = await ok('POST', '/api/recipes', {
    title: 'Lentil soup',
    description: 'Warm and filling',
    ingredients: ['200 g red lentils', '1 onion'],
    instructions: ['Simmer'],
    prepTime: 30,
    nutritionInfo: { calories: 350, protein: 20, carbs: 50, fat: 6 },
  });
  await ok('POST', '/api/nutrition-goals', { dailyCalories: 2000, dailyProtein: 100, dailyCarbs: 250, dailyFat: 70, progress: [] });
  await ok('POST', '/api/nutrition-goals/progress', {
    progress: { date: utcDay(), calories: 100, protein: 5, carbs: 10, fat: 2, completed: false },
  });
  await ok('POST', `/api/recipes/${recipe.id}/consume`, { servings: 1, mealType: 'lunch' });
  const personalized = await ok('GET', '/api/recipes/personalized');
  const [recommendation] = personalized.recommendations as { recommendationId: number }[];
  expect(recommendation).toBeDefined();
  await ok('POST', `/api/recipes/recommendations/${recommendation!.recommendationId}/feedback`, {
    rating: 5,
    wasCooked: true,
    wasSaved: true,
    wasShared: false,
    modifications: {},
  });
  await ok('POST', '/api/mood-journal', { recipeId: recipe.id, entry: 'Proud of this one' });
  await ok('POST', '/api/pantry', { name: 'Oats', quantity: '1 kg', category: 'Grains' });
  const post = await ok('POST', '/api/community', { content: 'Spare bread', type: 'FOOD_RESCUE', location: 'Elm St' });
  await ok('POST', '/api/meal-plans', {
    title: 'Green week',
    startDate: utcDay(),
    preferences: 'vegetarian',
    dietaryRestrictions: '',
    calorieTarget: '2000',
    days: '1',
  });
  await ok('POST', '/api/kitchen-equipment', { name: 'Dutch oven', category: 'Cookware', condition: 'good' });
  const cuisine = await ok('POST', '/api/cultural-cuisines', {
    name: 'Georgian',
    region: 'Caucasus',
    description: 'Walnuts, herbs and bread',
    bannerUrl: 'https://example.com/georgia.jpg',
    keyIngredients: 'walnuts',
    cookingTechniques: 'baking',
  });
  await ok('POST', `/api/cultural-cuisines/${cuisine.id}/recipes`, {
    name: 'Khachapuri',
    description: 'Cheese bread',
    difficulty: 'intermediate',
    ingredients: 'flour, suluguni, egg',
    instructions: ['Make the dough', 'Bake'],
  });
  const location = await ok('POST', '/api/storage-locations', { name: 'Fridge', type: 'refrigerator', capacity: 10 });
  await ok('POST', '/api/storage-items', { name: 'Milk', locationId: location.id, quantity: 1 });
  return { ...cook, recipe, post, cuisine };
}

describe('account deletion over REST', () => {
  it('refuses without the password (spec text) or with a wrong one, and keeps everything', async () => {
    const { auth, user } = await busyCook();
    const before = await rowsOf(user.id);
    const empty = await call('POST', '/api/account/delete', auth, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.deletePasswordRequired);
    const wrong = await call('DELETE', '/api/user/account', auth, { password: 'not-mine' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: 'password' }] });
    expect(await rowsOf(user.id)).toEqual(before);
  });

  it.each([
    ['POST', '/api/account/delete'],
    ['DELETE', '/api/user/account'],
  ] as const)('%s %s removes the user and every row they own in every table; others keep theirs', async (method, url) => {
    const cook = await busyCook();
    const neighbour = await busyCook();
    // Cross-user rows: each hides the other's post, the cook hides a starter cuisine too.
    await call('DELETE', `/api/community/${neighbour.post.id as number}`, cook.auth);
    await call('DELETE', `/api/community/${cook.post.id as number}`, neighbour.auth);
    const starters = (await call('GET', '/api/cultural-cuisines', cook.auth)).json() as { id: number; createdBy: number | null }[];
    const starter = starters.find((entry) => entry.createdBy === null);
    expect(starter).toBeDefined();
    expect((await call('POST', `/api/cultural-cuisines/${starter!.id}/hide`, cook.auth)).statusCode).toBe(200);

    const before = await rowsOf(cook.user.id);
    for (const table of ownedTables) expect(before[table], `${table} has rows before`).toBeGreaterThan(0);
    const neighbourBefore = await rowsOf(neighbour.user.id);

    const deleted = await call(method, url, cook.auth, { password: cook.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: m.accountDeleted });

    const after = await rowsOf(cook.user.id);
    for (const table of ownedTables) expect(after[table], `${table} rows left`).toBe(0);
    // The neighbour loses only their hide of the cook's (now deleted) post.
    expect(await rowsOf(neighbour.user.id)).toEqual({ ...neighbourBefore, post_hides: neighbourBefore.post_hides - 1 });
    expect(
      await t.db.selectFrom('post_hides').select('id').where('post_id', '=', cook.post.id as number).execute(),
    ).toEqual([]);

    expect((await call('GET', '/api/user', cook.auth)).statusCode).toBe(401);
    const login = await call('POST', '/api/login', {}, { username: cook.username, password: cook.password });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(m.userDoesNotExist);
    // The neighbour's feed no longer carries the cook's post.
    const feed = (await call('GET', '/api/community', neighbour.auth)).json() as { id: number }[];
    expect(feed.some((entry) => entry.id === cook.post.id)).toBe(false);
  });
});
