import { equipmentCategories, ZEquipmentRecommendations, ZMaintenanceTips } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import type { EquipmentLike, EquipmentRecommendationsInput } from '../types';
import { equipmentRecommendationsService, maintenanceTipsService, sampleMaintenanceTips } from './equipment';

const tipsFor = (equipment: EquipmentLike) =>
  ZMaintenanceTips.parse(maintenanceTipsService.offline({ equipment })).tips;
const recommend = (input: EquipmentRecommendationsInput) =>
  ZEquipmentRecommendations.parse(equipmentRecommendationsService.offline(input)).recommendations;

describe('maintenanceTips offline', () => {
  it('has a 15-second time limit, as the spec says', () => {
    expect(maintenanceTipsService.timeoutMs).toBe(15_000);
  });

  it('tells a cast iron skillet owner about seasoning and rust', () => {
    const tips = tipsFor({ name: 'Lodge cast iron skillet', category: 'Cookware', condition: 'good' }).join('\n');
    expect(tips).toMatch(/season/i);
    expect(tips).toMatch(/rust/i);
  });

  it('gives enamel care, not bare cast iron care, for an enamelled Dutch oven', () => {
    const tips = tipsFor({
      name: 'Le Creuset enameled cast iron Dutch oven',
      category: 'Cookware',
      condition: 'good',
    }).join('\n');
    expect(tips).toMatch(/enamel/);
    expect(tips).not.toMatch(/re-season/i);
  });

  it('puts the condition first when an item needs maintenance, and dates the next care from the last one', () => {
    const tips = tipsFor({
      name: "Chef's knife",
      category: 'Cutlery',
      condition: 'needs-maintenance',
      lastMaintenanceDate: '2024-01-10',
    });
    expect(tips[0]).toMatch(/needs maintenance/);
    expect(tips.join('\n')).toMatch(/whetstone/i);
    expect(tips.at(-1)).toBe(
      'Last maintenance on 2024-01-10; with care every 90 days the next is due around 2024-04-09.',
    );
  });

  it('falls back to category tips and says so for an unknown item', () => {
    const tips = tipsFor({ name: 'Spiraliser', category: 'Utensils', condition: 'fair', purchaseDate: '2023-06-01' });
    expect(tips[0]).toMatch(/No specific care notes for "Spiraliser"; these are general Utensils tips/);
    expect(tips.join('\n')).toMatch(/Condition 'fair'/);
    expect(tips.at(-1)).toMatch(/since purchase on 2023-06-01/);
  });

  it('gives sample tips for every category, and for an unknown one', () => {
    for (const category of [...equipmentCategories, 'Gadgets']) {
      expect(() => ZMaintenanceTips.parse({ tips: sampleMaintenanceTips(category) })).not.toThrow();
    }
    expect(sampleMaintenanceTips('Bakeware').join('\n')).toMatch(/cool/);
  });

  it('stays within the schema on odd inputs', () => {
    for (const condition of ['replace', 'needs-maintenance', 'fair', 'excellent', '??']) {
      expect(() =>
        tipsFor({
          name: 'x'.repeat(1000),
          category: '',
          condition,
          purchaseDate: 'yesterday',
          lastMaintenanceDate: '2024-13-45',
        }),
      ).not.toThrow();
    }
    expect(() => tipsFor({ name: '', category: 'Appliances', condition: 'replace' })).not.toThrow();
  });
});

describe('equipmentRecommendations offline', () => {
  const kitchen: EquipmentLike[] = [
    { name: 'Non-stick pan', category: 'Cookware', condition: 'replace' },
    { name: 'Paring knife', category: 'Cutlery', condition: 'good' },
    { name: 'Plastic cutting board', category: 'Utensils', condition: 'good' },
    { name: 'Blender', category: 'Appliances', condition: 'needs-maintenance' },
  ];

  it("recommends a chef's knife as high priority to a cook without one", () => {
    const recommendations = recommend({ equipment: kitchen, preferences: [], budget: 500 });
    const knife = recommendations.find((recommendation) => recommendation.name.startsWith("Chef's knife"));
    expect(knife?.priority).toBe('high');
    expect(knife?.reason).toMatch(/your Cutlery: Paring knife/);
  });

  it('replaces what is marked replace, and does not recommend what the cook has', () => {
    const recommendations = recommend({ equipment: kitchen, preferences: [], budget: 500 });
    expect(recommendations[0]).toMatchObject({ name: 'Non-stick frying pan (replacement)', priority: 'high' });
    expect(recommendations.some((recommendation) => /cutting board/i.test(recommendation.name))).toBe(false);
  });

  it('keeps the running total within the budget and says so', () => {
    for (const budget of [500, 120, 40]) {
      const recommendations = recommend({ equipment: [], preferences: ['Italian', 'Healthy'], budget });
      const total = recommendations.reduce((sum, recommendation) => sum + recommendation.estimatedPrice, 0);
      expect(total).toBeLessThanOrEqual(budget);
      expect(recommendations[0]?.reason).toMatch(new RegExp(`of your \\$${budget} budget`));
    }
  });

  it('ranks high priorities first', () => {
    const order = { high: 0, medium: 1, low: 2 };
    const priorities = recommend({ equipment: kitchen, preferences: ['Baking'], budget: 2000 }).map(
      (recommendation) => order[recommendation.priority],
    );
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
  });

  it('shifts suggestions with preferences', () => {
    const owned: EquipmentLike[] = [
      { name: "Chef's knife", category: 'Cutlery', condition: 'good' },
      { name: 'Wooden cutting board', category: 'Utensils', condition: 'good' },
      { name: 'Cast iron skillet', category: 'Cookware', condition: 'good' },
      { name: 'Saucepan', category: 'Cookware', condition: 'good' },
      { name: 'Baking sheet', category: 'Bakeware', condition: 'good' },
    ];
    const italian = recommend({ equipment: owned, preferences: ['Italian'], budget: 500 }).map(
      (recommendation) => recommendation.name,
    );
    const baking = recommend({ equipment: owned, preferences: ['Baking'], budget: 1000 }).map(
      (recommendation) => recommendation.name,
    );
    expect(italian).toContain('Pasta pot with strainer insert');
    expect(baking).toContain('Stand mixer');
    expect(italian).not.toContain('Stand mixer');
  });

  it('stays within the schema on odd inputs', () => {
    const many = Array.from({ length: 100 }, (_, index) => ({
      name: `Thing ${index}`,
      category: index % 2 ? 'Cookware' : 'Weird',
      condition: 'replace',
    }));
    expect(recommend({ equipment: many, preferences: ['x'.repeat(500)], budget: 10_000 }).length).toBeLessThanOrEqual(
      12,
    );
    expect(() => recommend({ equipment: [], preferences: [], budget: 0 })).not.toThrow();
    expect(() => recommend({ equipment: [], preferences: [], budget: Number.NaN })).not.toThrow();
  });
});
