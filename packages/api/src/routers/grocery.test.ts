import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@sous/db';
import { freshDb, signedInCaller } from '../testing/harness';

let db: Db;
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  await db.destroy();
});

const item = (name: string, extra: Record<string, unknown> = {}) => ({ id: name, name, quantity: '1', completed: false, ...extra });

describe('grocery router', () => {
  it('creates a list with a server-set createdAt and reads it back', async () => {
    const { caller } = await signedInCaller(db);
    const before = new Date().toISOString();
    const created = await caller.grocery.create({ title: 'Weekend', items: [item('milk')] });
    expect(created).toMatchObject({ title: 'Weekend', completed: false, items: [{ name: 'milk', quantity: '1' }] });
    expect(created.createdAt >= before).toBe(true);
    expect(await caller.grocery.list()).toEqual([created]);
  });

  it('refuses an empty title with the spec message', async () => {
    const { caller } = await signedInCaller(db);
    await expect(caller.grocery.create({ title: ' ', items: [] })).rejects.toThrow('Title is required');
  });

  it('update replaces title and items; an empty title becomes Shopping List', async () => {
    const { caller } = await signedInCaller(db);
    const list = await caller.grocery.create({ title: 'Week', items: [item('milk')] });
    const updated = await caller.grocery.update({ id: list.id, title: '', items: [item('milk', { completed: true }), item('eggs')] });
    expect(updated.title).toBe('Shopping List');
    expect(updated.items.map((entry) => [entry.name, entry.completed])).toEqual([
      ['milk', true],
      ['eggs', false],
    ]);
  });

  it('lists with kitchen equipment come first, then the newest', async () => {
    const { caller } = await signedInCaller(db);
    const first = await caller.grocery.create({ title: 'First', items: [] });
    const second = await caller.grocery.create({ title: 'Second', items: [] });
    const tools = await caller.grocery.create({ title: 'Tools', items: [] });
    await caller.grocery.update({ id: tools.id, title: 'Tools', items: [item('Dutch oven', { category: 'Kitchen Equipment' })] });
    const third = await caller.grocery.create({ title: 'Third', items: [] });
    expect((await caller.grocery.list()).map((list) => list.id)).toEqual([tools.id, third.id, second.id, first.id]);
  });

  it("someone else's list answers NOT_FOUND and stays unchanged", async () => {
    const owner = await signedInCaller(db);
    const stranger = await signedInCaller(db);
    const list = await owner.caller.grocery.create({ title: 'Mine', items: [item('milk')] });
    await expect(stranger.caller.grocery.byId({ id: list.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.caller.grocery.update({ id: list.id, title: 'Taken', items: [] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.caller.grocery.delete({ id: list.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await stranger.caller.grocery.list()).toEqual([]);
    expect(await owner.caller.grocery.byId({ id: list.id })).toMatchObject({ title: 'Mine', items: [{ name: 'milk' }] });
  });

  it('deletes a list', async () => {
    const { caller } = await signedInCaller(db);
    const list = await caller.grocery.create({ title: 'Gone soon', items: [] });
    await caller.grocery.delete({ id: list.id });
    expect(await caller.grocery.list()).toEqual([]);
    await expect(caller.grocery.delete({ id: list.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
