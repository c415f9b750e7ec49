import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { BookOpen, Plus, Sparkles } from 'lucide-react';
import { AiRecommendations } from '../../components/recipes/AiRecommendations';
import { GoalBanner } from '../../components/recipes/GoalBanner';
import { MyRecipes } from '../../components/recipes/MyRecipes';
import { RecipeFormDialog } from '../../components/recipes/RecipeFormDialog';
import { recipeStrings } from '../../lib/recipeStrings';

const s = recipeStrings.page;

export const Route = createFileRoute('/_authenticated/recipes')({
  loader: ({ context }) => {
    // Warm the caches without blocking: the grid shows its spinner while they load.
    void context.utils.recipes.list.prefetch();
    void context.utils.nutrition.currentGoal.prefetch();
  },
  component: RecipesPage,
});

const tabClass =
  'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 transition-colors hover:text-zinc-900 focus:outline-none data-focus:outline-2 data-focus:outline-accent data-selected:bg-white data-selected:text-zinc-900 data-selected:shadow-sm dark:text-zinc-400 dark:hover:text-white dark:data-selected:bg-zinc-900 dark:data-selected:text-white';

function RecipesPage() {
  const [addOpen, setAddOpen] = useState(false);
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{s.title}</h1>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">{s.subtitle}</p>
        </div>
        <button type="button" className="btn-primary self-start sm:self-auto" onClick={() => setAddOpen(true)}>
          <Plus className="size-4" aria-hidden />
          {s.addRecipe}
        </button>
      </header>

      <GoalBanner />

      <TabGroup>
        <TabList className="inline-flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800/70">
          <Tab className={tabClass}>
            <BookOpen className="size-4" aria-hidden />
            {s.myRecipesTab}
          </Tab>
          <Tab className={tabClass}>
            <Sparkles className="size-4" aria-hidden />
            {s.aiTab}
          </Tab>
        </TabList>
        <TabPanels className="mt-5">
          <TabPanel unmount={false} className="focus:outline-none">
            <MyRecipes />
          </TabPanel>
          <TabPanel unmount={false} className="focus:outline-none">
            <AiRecommendations />
          </TabPanel>
        </TabPanels>
      </TabGroup>

      <RecipeFormDialog open={addOpen} onClose={() => setAddOpen(false)} />
    </div>
  );
}
