import { ZCuisineDetails, ZCulturalRecipeDetails, ZEtiquette, ZPairings, ZSubstitutions } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import type { CuisineDetailsInput, CulturalRecipeInput, CulturalRecipeRef, PantryLike } from '../types';
import { cuisines } from '../offline/cuisines';
import { cuisineDetailsService, culturalRecipeService } from './cuisine';
import { etiquetteService, pairingsService, substitutionsService } from './culturalRecipe';

const detailsOf = (input: CuisineDetailsInput) => ZCuisineDetails.parse(cuisineDetailsService.offline(input));
const recipeOf = (input: CulturalRecipeInput) => ZCulturalRecipeDetails.parse(culturalRecipeService.offline(input));
const substitutionsOf = (recipe: CulturalRecipeRef, pantry: PantryLike[]) =>
  ZSubstitutions.parse(substitutionsService.offline({ recipe, pantry }));

const padThai: CulturalRecipeRef = {
  name: 'Pad Thai',
  cuisineName: 'Thai',
  authenticIngredients: [
    'rice noodles (sen lek)',
    'fish sauce',
    'tamarind paste',
    'palm sugar',
    'eggs',
    'garlic chives',
  ],
};

describe('cuisineDetails offline', () => {
  it('knows the real staples of Japanese cooking', () => {
    const japanese = detailsOf({ name: 'Japanese' });
    const staples = japanese.keyIngredients.join(' ');
    for (const staple of ['dashi', 'soy sauce', 'miso', 'rice']) expect(staples).toContain(staple);
    expect(japanese.culturalContext.festivals.join(' ')).toMatch(/Shōgatsu/);
  });

  it('resolves the Levant region to Lebanese cuisine', () => {
    const levant = detailsOf({ region: 'Levant' });
    expect(levant.description).toMatch(/^For Levant: Lebanese cuisine/);
    expect(levant.keyIngredients).toContain('tahini');
  });

  it('covers Sichuan as part of Chinese cuisine and says so', () => {
    const sichuan = detailsOf({ name: 'Sichuan' });
    expect(sichuan.description).toMatch(/Sichuan cooking is covered here as part of Chinese cuisine/);
    expect(sichuan.keyIngredients).toContain('Sichuan peppercorns');
  });

  it('uses the nearest cuisine of a known region for an unknown name, and says so', () => {
    expect(detailsOf({ name: 'Piedmontese', region: 'Italy' }).description).toMatch(
      /No built-in entry for "Piedmontese"; the nearest .* is Italian/,
    );
  });

  it('says plainly when it does not know a cuisine', () => {
    const unknown = detailsOf({ name: 'Martian' });
    expect(unknown.description).toMatch(/no built-in knowledge of "Martian" cuisine/);
    expect(unknown.keyIngredients[0]).toMatch(/^Unknown/);
    expect(unknown.culturalContext.traditions).toEqual([]);
  });

  it('stays within the schema on odd inputs', () => {
    for (const input of [
      {},
      { name: '' },
      { name: null, region: null },
      { name: 'x'.repeat(1000), region: 'y'.repeat(1000) },
      { region: 'Asia' },
    ]) {
      expect(() => detailsOf(input)).not.toThrow();
    }
  });
});

describe('culturalRecipe offline', () => {
  it('finds a signature dish by a loose name, across cuisines', () => {
    const carbonara = recipeOf({ recipeName: 'carbonara', cuisineName: 'Thai' });
    expect(carbonara.authenticIngredients).toContain('guanciale');
    expect(carbonara.culturalNotes).toMatch(/under Italian cuisine, not Thai/);
    expect(recipeOf({ recipeName: 'Authentic Pad Thai' }).authenticIngredients).toContain('tamarind paste');
  });

  it('does not pass a different dish off as the one asked for', () => {
    const fishTacos = recipeOf({ recipeName: 'Fish tacos', cuisineName: 'Mexican' });
    expect(fishTacos.description).toMatch(/No built-in recipe for "Fish tacos"/);
    expect(fishTacos.culturalNotes).toMatch(/Not from a recipe/);
  });

  it('says so when neither the dish nor the cuisine is known', () => {
    const unknown = recipeOf({ recipeName: 'Moon cheese soufflé', cuisineName: 'Lunar' });
    expect(unknown.description).toMatch(/no built-in knowledge of Lunar cuisine/);
  });

  it('stays within the schema on odd inputs', () => {
    for (const input of [
      { recipeName: '' },
      { recipeName: 'x'.repeat(1000), cuisineName: 'y'.repeat(500) },
      { recipeName: 'pho', cuisineName: null },
    ]) {
      expect(() => recipeOf(input)).not.toThrow();
    }
  });
});

describe('substitutions, pairings and etiquette offline', () => {
  it('prefers the soy sauce in the pantry as the fish sauce substitute for pad thai', () => {
    const answer = substitutionsOf(padThai, [{ name: 'Soy sauce' }, { name: 'Eggs' }]);
    const forFishSauce = answer.substitutions.filter((substitution) => substitution.original === 'fish sauce');
    expect(forFishSauce[0]).toMatchObject({ inPantry: true });
    expect(forFishSauce[0]?.substitute).toMatch(/soy sauce/);
    expect(answer.substitutions.some((substitution) => substitution.original === 'eggs')).toBe(false);
  });

  it('scores authenticity by the flavour impact of what is missing and explains it with counts', () => {
    const full = substitutionsOf(
      padThai,
      padThai.authenticIngredients.map((name) => ({ name })),
    );
    expect(full.authenticityScore).toBe(100);
    expect(full.substitutions).toEqual([]);
    const empty = substitutionsOf(padThai, []);
    expect(empty.authenticityScore).toBeLessThan(100);
    expect(empty.authenticityFeedback).toMatch(/0 of 6 authentic ingredients/);
    expect(empty.authenticityFeedback).toContain(`= ${empty.authenticityScore}`);
  });

  it('marks saffron replaced by turmeric as a significant change', () => {
    const risotto = substitutionsOf(
      { name: 'Risotto alla Milanese', cuisineName: 'Italian', authenticIngredients: ['saffron threads'] },
      [{ name: 'Turmeric' }],
    );
    expect(risotto.substitutions[0]).toMatchObject({
      substitute: expect.stringMatching(/turmeric/),
      flavorImpact: 'significant',
      inPantry: true,
    });
  });

  it("gives a dish its own pairings and etiquette, and a cuisine's when the dish is unknown", () => {
    const pairings = ZPairings.parse(pairingsService.offline({ recipe: padThai }));
    expect(pairings.desserts).toContain('Mango sticky rice');
    const stew = ZPairings.parse(
      pairingsService.offline({ recipe: { name: 'Grandma stew', cuisineName: 'Korean', authenticIngredients: [] } }),
    );
    expect(stew.mainDishes).toContain('Bibimbap');
    const etiquette = ZEtiquette.parse(
      etiquetteService.offline({ recipe: { name: 'Grandma stew', cuisineName: 'Korean', authenticIngredients: [] } }),
    );
    expect(etiquette.taboos.join(' ')).toMatch(/chopsticks upright/);
  });

  it('stays within the schema on odd inputs', () => {
    const odd: CulturalRecipeRef = {
      name: '',
      cuisineName: '',
      authenticIngredients: Array.from({ length: 100 }, (_, index) => `ingredient ${index} ${'z'.repeat(300)}`),
    };
    const pantry = Array.from({ length: 100 }, (_, index) => ({ name: index % 2 ? 'soy sauce' : '' }));
    expect(() => substitutionsOf(odd, pantry)).not.toThrow();
    expect(() => substitutionsOf({ ...padThai, authenticIngredients: [] }, [])).not.toThrow();
    expect(() => ZPairings.parse(pairingsService.offline({ recipe: odd }))).not.toThrow();
    expect(() => ZEtiquette.parse(etiquetteService.offline({ recipe: odd }))).not.toThrow();
  });
});

describe('the built-in cuisine knowledge', () => {
  it('has about twenty cuisines, each with three or four signature dishes that are found by their own names', () => {
    const all = cuisines();
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const cuisine of all) {
      expect(cuisine.dishes.length).toBeGreaterThanOrEqual(3);
      expect(cuisine.dishes.length).toBeLessThanOrEqual(4);
      expect(detailsOf({ name: cuisine.name }).description).toBe(cuisine.description);
      for (const dish of cuisine.dishes) {
        const ref = { name: dish.name, cuisineName: cuisine.name, authenticIngredients: dish.authenticIngredients };
        expect(recipeOf({ recipeName: dish.name, cuisineName: cuisine.name }).description).toBe(dish.description);
        expect(() => ZPairings.parse(pairingsService.offline({ recipe: ref }))).not.toThrow();
        expect(() => ZEtiquette.parse(etiquetteService.offline({ recipe: ref }))).not.toThrow();
        expect(substitutionsOf(ref, []).authenticityScore).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
