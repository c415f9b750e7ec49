import { useState } from 'react';
import { Clock, Leaf, MessageSquareHeart, Pencil, Sparkles } from 'lucide-react';
import { nutrientKeys } from '@sous/domain';
import { nutritionStrings } from '../../lib/nutritionStrings';
import { recipeStrings } from '../../lib/recipeStrings';
import { RecipeFormDialog, type RecipeFormValues } from '../recipes/RecipeFormDialog';
import { amount } from '../nutrition/format';
import { FeedbackDialog } from './FeedbackDialog';
import type { RecommendationData } from './useRecommendations';

const s = nutritionStrings.recommendations;

/** The recommendation in the recipe form's terms: saving it adds it to My Recipes. */
function toFormValues({ recipeData }: RecommendationData): Partial<RecipeFormValues> {
  return {
    title: recipeData.title,
    description: recipeData.description,
    ingredients: recipeData.ingredients.join('\n'),
    instructions: recipeData.instructions.join('\n'),
    prepTime: String(recipeData.prepTime),
    calories: String(Math.round(recipeData.nutritionInfo.calories)),
    protein: String(Math.round(recipeData.nutritionInfo.protein)),
    carbs: String(Math.round(recipeData.nutritionInfo.carbs)),
    fat: String(Math.round(recipeData.nutritionInfo.fat)),
  };
}

export function RecommendationCard({ recommendation }: { recommendation: RecommendationData }) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const { recipeData } = recommendation;

  return (
    <article
      className="flex flex-col rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
      aria-label={recipeData.title}
      data-testid="recommendation-card"
    >
      <header className="flex items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold">{recipeData.title}</h3>
        <span
          className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong tabular-nums dark:text-accent"
          data-testid="match-score"
        >
          {s.match(recommendation.matchScore)}
        </span>
      </header>
      <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {s.prepTime(recipeData.prepTime)}
        </span>
        {recommendation.seasonalRelevance ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-800 dark:bg-green-950 dark:text-green-300">
            <Leaf className="size-3" aria-hidden />
            {s.seasonal}
          </span>
        ) : null}
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-zinc-700 dark:text-zinc-300">{recipeData.description}</p>
      <div className="mt-3 rounded-lg bg-zinc-50 p-2.5 text-xs text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300">
        <p className="flex items-center gap-1 font-semibold text-zinc-900 dark:text-zinc-100">
          <Sparkles className="size-3.5 text-accent" aria-hidden />
          {s.why}
        </p>
        <p className="mt-0.5">{recommendation.reasonForRecommendation}</p>
      </div>
      <dl className="mt-3 grid grid-cols-4 gap-1 text-center text-xs">
        {nutrientKeys.map((nutrient) => (
          <div key={nutrient} className="rounded-md border border-zinc-100 py-1 dark:border-zinc-800">
            <dt className="text-zinc-500 dark:text-zinc-400">{nutritionStrings.nutrients[nutrient]}</dt>
            <dd className="font-semibold tabular-nums">{amount(nutrient, recipeData.nutritionInfo[nutrient])}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex gap-2 pt-4">
        <button
          type="button"
          className="btn-secondary flex-1 px-3"
          onClick={() => setFeedbackOpen(true)}
          aria-label={s.feedbackFor(recipeData.title)}
        >
          <MessageSquareHeart className="size-4" aria-hidden />
          {s.feedback}
        </button>
        <button
          type="button"
          className="btn-secondary flex-1 px-3"
          onClick={() => setEditOpen(true)}
          aria-label={s.editFor(recipeData.title)}
        >
          <Pencil className="size-4" aria-hidden />
          {s.edit}
        </button>
      </div>
      <FeedbackDialog recommendation={recommendation} open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      {editOpen ? (
        <RecipeFormDialog
          open={editOpen}
          onClose={() => setEditOpen(false)}
          initial={toFormValues(recommendation)}
          title={recipeStrings.form.editTitle}
        />
      ) : null}
    </article>
  );
}
