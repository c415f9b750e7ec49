import { describe, expect, it } from 'vitest';
import { postProblem, ZCommunityListRequest, ZCreatePostRequest, ZUpdatePostRequest } from './index';
import { firstMessage } from './testing';
import { communityMessages } from './areaMessages';

const c = communityMessages;

describe('a new post', () => {
  it.each([
    [{ content: '   ', type: 'COOKING_TIP' }, c.contentRequired],
    [{ type: 'COOKING_TIP' }, c.contentRequired],
    [{ content: 'x'.repeat(5001), type: 'COOKING_TIP' }, c.contentMax],
    [{ content: 'Hi', type: 'RECIPE' }, c.typeInvalid],
    [{ content: 'Try this', type: 'RECIPE_SHARE' }, c.recipeRequired],
    [{ content: 'Try this', type: 'RECIPE_SHARE', recipeId: null }, c.recipeRequired],
    [{ content: 'Free bread', type: 'FOOD_RESCUE' }, c.locationRequired],
    [{ content: 'Free bread', type: 'FOOD_RESCUE', location: '  ' }, c.locationRequired],
  ])('%j is refused with its message', (input, message) => {
    expect(firstMessage(ZCreatePostRequest.safeParse(input))).toBe(message);
  });

  it('trims content and location, and puts the type rule on its field', () => {
    expect(ZCreatePostRequest.parse({ content: '  Free bread ', type: 'FOOD_RESCUE', location: ' Elm St ' })).toEqual({
      content: 'Free bread',
      type: 'FOOD_RESCUE',
      location: 'Elm St',
    });
    const result = ZCreatePostRequest.safeParse({ content: 'Try this', type: 'RECIPE_SHARE' });
    expect(result.error?.issues[0]?.path).toEqual(['recipeId']);
  });

  it('a tip needs neither a recipe nor a location', () => {
    expect(ZCreatePostRequest.parse({ content: 'Salt pasta water', type: 'COOKING_TIP', location: '' })).toEqual({
      content: 'Salt pasta water',
      type: 'COOKING_TIP',
      location: null,
    });
  });
});

describe('an edited post', () => {
  it('an absent recipe or location keeps the stored one, so the schema lets it pass', () => {
    expect(ZUpdatePostRequest.safeParse({ id: 1, content: 'Still good', type: 'RECIPE_SHARE' }).success).toBe(true);
    expect(ZUpdatePostRequest.safeParse({ id: 1, content: 'Still free', type: 'FOOD_RESCUE' }).success).toBe(true);
  });

  it('clearing the recipe of a share or the location of a rescue is refused', () => {
    expect(
      firstMessage(ZUpdatePostRequest.safeParse({ id: 1, content: 'x', type: 'RECIPE_SHARE', recipeId: null })),
    ).toBe(c.recipeRequired);
    expect(firstMessage(ZUpdatePostRequest.safeParse({ id: 1, content: 'x', type: 'FOOD_RESCUE', location: '' }))).toBe(
      c.locationRequired,
    );
  });
});

describe('the type rules', () => {
  it.each([
    ['RECIPE_SHARE', 4, null, null],
    ['RECIPE_SHARE', null, 'Elm St', c.recipeRequired],
    ['FOOD_RESCUE', null, 'Elm St', null],
    ['FOOD_RESCUE', 4, null, c.locationRequired],
    ['COOKING_TIP', null, null, null],
  ] as const)('%s with recipe %s and location %s: %s', (type, recipeId, location, message) => {
    expect(postProblem(type, recipeId, location)?.message ?? null).toBe(message);
  });
});

describe('the feed filters', () => {
  it('default to all types and everyone, and refuse an unknown type', () => {
    expect(ZCommunityListRequest.parse(undefined)).toEqual({ type: 'all', scope: 'all' });
    expect(ZCommunityListRequest.parse({ type: 'FOOD_RESCUE', scope: 'mine' })).toEqual({
      type: 'FOOD_RESCUE',
      scope: 'mine',
    });
    expect(firstMessage(ZCommunityListRequest.safeParse({ type: 'NEWS' }))).toBe(c.typeInvalid);
  });
});
