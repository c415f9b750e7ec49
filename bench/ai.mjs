// The offline assistant's speed: every AI service answered with no model, on realistic inputs.
//
//   node bench/ai.mjs            cold (first call, tables load) and warm median per service
//   node bench/ai.mjs --json     the same as JSON on stdout
//
// The baseline, measured in the same run, is what every answer pays anyway: validating an
// already-made answer against its schema. The target is "well under a second" per answer.
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const asJson = process.argv.includes('--json');
const WARM_RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 50);

const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sous-ai-bench-')), 'ai.mjs');
await build({
  entryPoints: [path.join(root, 'packages/ai/src/index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile,
  logLevel: 'error',
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});
const { createKitchenAI, services } = await import(pathToFileURL(outfile).href);
const ai = createKitchenAI({ mode: 'offline', ollamaHost: 'http://127.0.0.1:1', ollamaModel: 'none' });

const today = '2026-11-22';
const pantry = [
  { id: 1, name: 'Spinach', category: 'Produce', quantity: '200 g', expiryDate: '2026-11-25' },
  { id: 2, name: 'Eggs', category: 'Dairy', quantity: '12', expiryDate: '2026-12-10' },
  { id: 3, name: 'Soy sauce', category: 'Condiments', quantity: '1 bottle', expiryDate: null },
  { id: 4, name: 'Rice', category: 'Grains', quantity: '2 kg', expiryDate: null },
];
const recipes = [
  {
    id: 1,
    title: 'Shakshuka',
    ingredients: ['4 eggs', '400 g canned tomatoes', '1 onion', '1 tbsp olive oil'],
    instructions: ['Soften the onion.', 'Add tomatoes.', 'Poach the eggs.'],
    nutritionInfo: { calories: 320, protein: 18, carbs: 20, fat: 18 },
  },
];
const goals = { dailyCalories: 1800, dailyProtein: 90, dailyCarbs: 200, dailyFat: 60 };
const progress = Array.from({ length: 7 }, (_, day) => ({
  date: `2026-11-${String(15 + day).padStart(2, '0')}`,
  calories: 1500 + day * 60,
  protein: 50 + day * 3,
  carbs: 190,
  fat: 55,
}));
const consumption = [{ consumedAt: `${today}T12:00:00.000Z`, mealType: 'lunch', servings: 1, recipe: recipes[0] }];
const equipment = [
  { id: 1, name: 'Cast iron skillet', category: 'Cookware', condition: 'needs-maintenance', lastMaintenanceDate: '2026-01-10' },
  { id: 2, name: 'Blender', category: 'Appliances', condition: 'good' },
  { id: 3, name: 'Oven', category: 'Appliances', condition: 'good' },
];
const culturalRecipe = { name: 'Pad Thai', cuisineName: 'Thai', authenticIngredients: ['rice noodles', 'fish sauce', 'tamarind paste', 'palm sugar', 'peanuts'] };
const storage = {
  today,
  locations: [
    { id: 1, name: 'Fridge', type: 'refrigerator', capacity: 40 },
    { id: 2, name: 'Cupboard', type: 'pantry', capacity: 0 },
    { id: 3, name: 'Freezer', type: 'freezer', capacity: 20 },
  ],
  items: [
    { id: 1, name: 'Milk', locationId: 1, quantity: 1, addedAt: '2026-11-18' },
    { id: 2, name: 'Bread', locationId: 2, quantity: 1, addedAt: '2026-11-20' },
    { id: 3, name: 'Chicken breast', locationId: 1, quantity: 2, addedAt: '2026-11-21' },
    { id: 4, name: 'Butter', locationId: 2, quantity: 1, addedAt: '2026-11-10' },
  ],
};

const inputs = {
  recipeDetails: { title: 'Spaghetti Carbonara', cuisine: 'Italian', preferences: [] },
  ingredientRecipes: { ingredients: ['rice', 'eggs', 'onion'], dietaryPreferences: [] },
  pantryItem: { itemName: 'milk', category: null },
  recommendations: { recipes, goals, pantry, consumption, feedback: [{ recipeTitle: 'Shakshuka', rating: 5 }], today },
  nutritionInsights: { goals, progress, consumption },
  moodEmotions: { entry: 'I finally nailed the risotto, so proud! The timing was stressful though.' },
  moodInsights: {
    recipeTitle: 'Risotto',
    entries: [
      { entry: 'Burnt the rice, frustrating.', timestamp: '2026-11-01T18:00:00.000Z' },
      { entry: 'Better than last time, stirring more.', timestamp: '2026-11-08T18:00:00.000Z' },
      { entry: 'I finally nailed it, so proud!', timestamp: '2026-11-15T18:00:00.000Z' },
    ],
  },
  mealPlan: { preferences: ['Mediterranean'], dietaryRestrictions: ['vegetarian'], calorieTarget: 1800, days: 7, startDate: today },
  maintenanceTips: { equipment: equipment[0] },
  equipmentRecommendations: { equipment, preferences: ['Italian', 'Healthy'], budget: 500 },
  recipeMatches: { equipment, preferences: ['Italian', 'Healthy'] },
  cuisineDetails: { name: 'Japanese', region: null },
  culturalRecipe: { recipeName: 'Miso Soup', cuisineName: 'Japanese' },
  substitutions: { recipe: culturalRecipe, pantry },
  pairings: { recipe: culturalRecipe },
  etiquette: { recipe: culturalRecipe },
  smartShoppingList: storage,
  spoilagePrediction: storage,
  layoutOptimization: storage,
  recipeNutrition: { ingredients: ['2 cups cooked rice', '200 g chicken breast', '1 tbsp olive oil', '1 onion'], servings: 2 },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

const rows = [];
for (const [name, service] of Object.entries(services)) {
  const input = inputs[name];
  if (!input) throw new Error(`bench/ai.mjs has no input for the service ${name}`);
  let start = process.hrtime.bigint();
  const answer = await ai.run(service, input);
  const cold = ms(start);
  const warm = [];
  const validate = [];
  for (let run = 0; run < WARM_RUNS; run++) {
    start = process.hrtime.bigint();
    await ai.run(service, input);
    warm.push(ms(start));
    start = process.hrtime.bigint();
    service.schema.parse(answer);
    validate.push(ms(start));
  }
  rows.push({ service: name, coldMs: cold, warmMs: median(warm), validateMs: median(validate), source: answer.source });
}

if (asJson) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const fmt = (value) => (value < 1 ? value.toFixed(3) : value.toFixed(1));
  console.log(`Offline assistant, Node ${process.version}, ${WARM_RUNS} warm runs each (median)\n`);
  console.log('| service | first call ms | warm ms | schema check ms (baseline) | warm / baseline |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.validateMs > 0 ? `${(row.warmMs / row.validateMs).toFixed(1)}×` : '–';
    console.log(`| ${row.service} | ${fmt(row.coldMs)} | ${fmt(row.warmMs)} | ${fmt(row.validateMs)} | ${ratio} |`);
  }
  const slowest = rows.reduce((worst, row) => (row.coldMs > worst.coldMs ? row : worst));
  console.log(`\nslowest first call: ${slowest.service} ${fmt(slowest.coldMs)} ms (target: well under 1000 ms)`);
}
fs.rmSync(path.dirname(outfile), { recursive: true, force: true });
