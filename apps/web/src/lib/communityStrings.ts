/**
import { communityMessages } from '@sous/domain';
 * Interface copy of the /community page (labels, headings, button texts). Texts the spec names
 * live in `communityMessages` in @sous/domain and are shared with the server.
 */
export const communityStrings = {
  page: {
    title: 'Community', // spec
    subtitle: 'Share recipes, rescue food and swap cooking tips',
    createPost: 'Create Post', // spec
    typeFilter: 'Post type',
    scopeFilter: 'Whose posts',
    loadFailed: 'Could not load the community feed.',
    retry: 'Retry',
    emptyHint: 'Be the first to share a recipe, a tip or food you can give away.',
    emptyMineHint: 'Posts you create show up here.',
  },
  post: {
    you: 'You',
    removedRecipe: 'The shared recipe was removed by its author.',
    pickup: 'Pickup',
    edit: 'Edit',
    editLabel: (author: string) => `Edit post by ${author}`,
    delete: 'Delete',
    deleteLabel: 'Delete your post',
    deleteDescription: 'The post is removed for everyone. This cannot be undone.',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    hide: 'Hide',
    hideLabel: (author: string) => `Hide post by ${author}`,
    fork: 'Save to my recipes',
    forking: 'Saving…',
    forkLabel: (title: string) => `Save ${title} to my recipes`,
    forked: 'Recipe saved',
    forkedDescription: (title: string) => `${title} is now in your recipes.`,
    forkFailed: 'Could not save the recipe',
    edited: 'edited',
  },
  form: {
    createTitle: 'Create Post', // spec
    editTitle: 'Edit Post', // spec
    type: 'Post type',
    typeOptions: { RECIPE_SHARE: 'Share a recipe', FOOD_RESCUE: 'Food rescue', COOKING_TIP: 'Cooking tip' },
    content: 'What would you like to share?',
    contentPlaceholders: {
      RECIPE_SHARE: 'Why you love this recipe, how you serve it…',
      FOOD_RESCUE: 'What food is available, how much, until when…',
      COOKING_TIP: 'A trick that saves time, money or food…',
    },
    recipe: 'Recipe',
    recipePlaceholder: 'Choose one of your recipes',
    noRecipes: 'You have no recipes yet. Add one on the Recipes page to share it.',
    recipesLoading: 'Loading your recipes…',
    location: 'Pickup location',
    locationPlaceholder: 'e.g. Corner of Elm St and 5th, front porch',
    submitCreate: 'Post',
    submitEdit: 'Save Changes',
    saving: 'Posting…',
    cancel: 'Cancel',
  },
} as const;

/** 'just now', '5 minutes ago', 'yesterday', '3 weeks ago' in the reader's language. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
