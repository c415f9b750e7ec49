import { describe, expect, it } from 'vitest';
import {
  aiMessages,
  creatorOnlyMessage,
  entriesOfIndexMap,
  filterCuisines,
  hasCulturalContext,
  parseSubstituteLines,
  substituteLines,
  ZCreateCuisineRequest,
  ZCreateCulturalRecipeRequest,
  ZGenerateCuisineDetailsRequest,
  ZUpdateCuisineRequest,
  ZUpdateCulturalRecipeRequest,
} from './index';
import { firstMessage } from './testing';
import { cuisineMessages } from './areaMessages';
import { pantryMessages, recipesMessages } from './areaMessages';

const c = cuisineMessages;
const japanese = {
  name: 'Japanese',
  region: 'East Asia',
  description: 'Seasonal and precise',
  bannerUrl: 'https://example.com/japan.jpg',
  keyIngredients: 'rice\n\n  miso \nnori',
  cookingTechniques: ['grilling', ' ', 'simmering'],
};

describe('a new cuisine', () => {
  it('splits newline lists and drops blank lines', () => {
    const parsed = ZCreateCuisineRequest.parse(japanese);
    expect(parsed.keyIngredients).toEqual(['rice', 'miso', 'nori']);
    expect(parsed.cookingTechniques).toEqual(['grilling', 'simmering']);
  });

  it.each([
    [{ ...japanese, name: ' ' }, pantryMessages.nameRequired],
    [{ ...japanese, region: '' }, c.regionRequired],
    [{ ...japanese, description: undefined }, recipesMessages.descriptionRequired],
    [{ ...japanese, bannerUrl: '' }, c.bannerUrlRequired],
    [{ ...japanese, bannerUrl: 'not a url' }, c.bannerUrlInvalid],
    [{ ...japanese, bannerUrl: 'javascript:alert(1)' }, c.bannerUrlInvalid],
    [{ ...japanese, keyIngredients: '\n \n' }, c.keyIngredientsRequired],
    [{ ...japanese, cookingTechniques: [] }, c.cookingTechniquesRequired],
  ])('%j is refused with its message', (input, message) => {
    expect(firstMessage(ZCreateCuisineRequest.safeParse(input))).toBe(message);
  });

  it('takes cultural details as optional objects whose parts may be blank or newline text', () => {
    const parsed = ZCreateCuisineRequest.parse({
      ...japanese,
      culturalContext: { history: 'Old', traditions: 'Tea ceremony\nOsechi' },
    });
    expect(parsed.culturalContext).toEqual({
      history: 'Old',
      significance: '',
      traditions: ['Tea ceremony', 'Osechi'],
      festivals: [],
      influences: [],
    });
    expect(hasCulturalContext(parsed.culturalContext)).toBe(true);
    expect(hasCulturalContext(ZCreateCuisineRequest.parse({ ...japanese, culturalContext: {} }).culturalContext)).toBe(
      false,
    );
  });

  it('generating needs a name or a region', () => {
    expect(firstMessage(ZGenerateCuisineDetailsRequest.safeParse({ cuisine: { name: ' ', region: '' } }))).toBe(
      aiMessages.missingCuisineInformation,
    );
  });
});

describe('a cuisine update', () => {
  it('takes a banner, or cultural details, and nothing else', () => {
    expect(ZUpdateCuisineRequest.parse({ id: '3', bannerUrl: 'https://example.com/x.png' })).toEqual({
      id: 3,
      bannerUrl: 'https://example.com/x.png',
    });
    expect(firstMessage(ZUpdateCuisineRequest.safeParse({ id: 3, name: 'Renamed' }))).toBe(c.nothingToUpdate);
  });
});

describe('a cultural recipe', () => {
  const dish = {
    cuisineId: '4',
    name: 'Miso soup',
    description: 'Daily soup',
    difficulty: 'beginner',
    ingredients: 'miso, dashi , , tofu',
    instructions: 'Heat the dashi\n\nWhisk in the miso',
  };

  it('splits authentic ingredients on commas and instructions on newlines', () => {
    const parsed = ZCreateCulturalRecipeRequest.parse(dish);
    expect(parsed).toMatchObject({
      cuisineId: 4,
      ingredients: ['miso', 'dashi', 'tofu'],
      instructions: ['Heat the dashi', 'Whisk in the miso'],
    });
    expect(parsed.image_url).toBeUndefined();
  });

  it.each([
    [{ ...dish, difficulty: 'expert' }, c.difficultyInvalid],
    [{ ...dish, ingredients: ' , ' }, recipesMessages.ingredientRequired],
    [{ ...dish, instructions: [] }, recipesMessages.instructionRequired],
    [{ ...dish, image_url: 'nope' }, recipesMessages.imageUrlInvalid],
    [{ ...dish, name: '' }, pantryMessages.nameRequired],
  ])('%j is refused with its message', (input, message) => {
    expect(firstMessage(ZCreateCulturalRecipeRequest.safeParse(input))).toBe(message);
  });

  it('accepts authenticIngredients and imageUrl as the other spellings', () => {
    const parsed = ZCreateCulturalRecipeRequest.parse({
      ...dish,
      ingredients: undefined,
      authenticIngredients: ['miso'],
      imageUrl: 'https://example.com/miso.jpg',
    });
    expect(parsed).toMatchObject({ ingredients: ['miso'], image_url: 'https://example.com/miso.jpg' });
  });

  it('takes instructions on PATCH as an index-keyed map, in index order', () => {
    const parsed = ZUpdateCulturalRecipeRequest.parse({
      id: 1,
      instructions: { '1': 'Second', '0': 'First', '10': 'Last' },
    });
    expect(parsed.instructions).toEqual(['First', 'Second', 'Last']);
    expect(entriesOfIndexMap({ b: 'x', '2': 'two', '0': 'zero' })).toEqual(['zero', 'two']);
  });

  it('reads local substitutes as "original: substitute" lines and writes them back', () => {
    const substitutes = parseSubstituteLines('bonito flakes: kombu\nno colon here\nmirin -> sugar and sake\n');
    expect(substitutes).toEqual({ 'bonito flakes': 'kombu', mirin: 'sugar and sake' });
    expect(parseSubstituteLines(substituteLines(substitutes))).toEqual(substitutes);
  });
});

describe('permissions', () => {
  it('My Cuisines keeps the ones the user created', () => {
    const cuisines = [
      { isCreator: true, id: 1 },
      { isCreator: false, id: 2 },
    ];
    expect(filterCuisines(cuisines, 'mine').map((cuisine) => cuisine.id)).toEqual([1]);
    expect(filterCuisines(cuisines, 'all')).toHaveLength(2);
  });

  it("a non-creator's delete answers the spec's text", () => {
    expect(creatorOnlyMessage).toBe('Creator Only: Only the creator of this recipe can delete it.');
  });
});
