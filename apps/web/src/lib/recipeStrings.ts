/**
 * Interface copy of the Recipes page (labels, headings, button texts). Texts the spec names are
 * marked "spec"; validation and error messages shared with the server live in `messages` and
 * `aiMessages` in @sous/domain.
 */
export const recipeStrings = {
  page: {
    title: 'Recipes', // spec
    subtitle: 'Discover healthy and delicious meals', // spec
    addRecipe: 'Add Recipe', // spec
    goalBannerBody: 'Set daily goals to see how each recipe fits your day and get warned before you go over them.',
    goalBannerButton: 'Set goals',
    myRecipesTab: 'My Recipes', // spec
    aiTab: 'AI Recommendations', // spec
    searchPlaceholder: 'Search recipes...', // spec
    searchLabel: 'Search recipes',
    loadFailed: 'Could not load your recipes.',
    retry: 'Retry',
  },
  card: {
    prepTime: (minutes: number) => `${minutes} min`,
    prepTimeLabel: 'Prep time',
    item: 'item',
    step: 'step',
    ingredientsHeading: 'Ingredients',
    instructionsHeading: 'Instructions',
    noIngredients: 'No ingredients listed',
    noInstructions: 'No instructions listed',
    sustainability: (score: number) => `Eco ${score}`,
    sustainabilityLabel: (score: number) => `Sustainability score ${score} of 100`,
    calories: 'kcal',
    protein: 'Protein',
    carbs: 'Carbs',
    fat: 'Fat',
    edit: 'Edit',
    editLabel: (title: string) => `Edit ${title}`,
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete ${title}`,
    consume: 'Consume', // spec
    deleteTitle: 'Delete this recipe?',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    changeImage: 'Change image',
    changeImageLabel: (title: string) => `Change image of ${title}`,
  },
  image: {
    title: 'Recipe image',
    description: 'This picture is kept on this device only and shows instead of the recipe’s image URL.',
    urlLabel: 'Image URL',
    fileLabel: 'Or choose a photo',
    save: 'Use this image',
    reset: 'Remove local image',
    invalidUrl: 'Enter an http or https address.',
    fileFailed: 'That photo could not be read or is too large to keep on this device.',
    saved: 'Image updated',
  },
  form: {
    addTitle: 'Add New Recipe', // spec
    editTitle: 'Edit Recipe',
    title: 'Title',
    titlePlaceholder: 'e.g. Mushroom risotto',
    generate: 'Generate',
    generating: 'Generating…',
    generateHint: 'Fill in the details from the title',
    description: 'Description',
    ingredients: 'Ingredients',
    ingredientsHint: 'One per line',
    instructions: 'Instructions',
    instructionsHint: 'One step per line',
    prepTime: 'Prep time (minutes)',
    nutrition: 'Nutrition per serving',
    calories: 'Calories (kcal)',
    protein: 'Protein (g)',
    carbs: 'Carbs (g)',
    fat: 'Fat (g)',
    ofGoal: 'of daily goal',
    imageUrl: 'Image URL (optional)',
    sustainabilityPreview: 'Sustainability score',
    sustainabilityHint: 'From the balance of protein, carbs and fat and the calories.',
    save: 'Save Recipe',
    saveChanges: 'Save Changes',
    saving: 'Saving…',
    cancel: 'Cancel',
    updated: 'Recipe updated',
    updatedDescription: 'Your changes have been saved.',
    createFailed: 'Could not create the recipe',
  },
  consume: {
    title: 'Log Meal', // spec
    description: (title: string) => `Add ${title} to today’s nutrition.`,
    mealType: 'Meal type',
    mealTypes: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
    servings: 'Servings',
    adds: 'This adds',
    submit: 'Log Meal',
    logging: 'Logging…',
    cancel: 'Cancel',
    exceedsTitle: 'Exceeds Daily Goals', // spec
    exceedsIntro: 'Logging this meal would put you over your daily goal for:',
    logAnyway: 'Log Anyway', // spec
    failed: 'Could not log the meal',
    nutrientNames: { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fat: 'Fat' },
  },
  journal: {
    title: 'Cooking Experience Journal',
    placeholder: 'How did cooking this go? What did you feel, learn or change?',
    entryLabel: 'Your cooking experience',
    track: 'Track Mood', // spec
    tracking: 'Saving…',
    viewInsights: 'View Insights', // spec
    empty: 'No entries yet. Write how cooking this recipe went.',
    loadFailed: 'Could not load the journal.',
    saveFailed: 'Could not save the entry',
    deleteEntry: 'Delete entry',
    deleteTitle: 'Delete this entry?',
    deleteBody: 'This journal entry will be removed. This cannot be undone.',
    errorTitle: 'Error', // spec
    entries: (count: number) => (count === 1 ? '1 entry' : `${count} entries`),
  },
  insights: {
    title: 'Mood Insights & Patterns', // spec
    summary: 'Summary',
    patterns: 'Patterns',
    refresh: 'Refresh',
    retry: 'Retry', // spec
    close: 'Close',
    loading: 'Reading your journal…',
    types: { highlight: 'Highlight', observation: 'Observation', tip: 'Tip' },
  },
  ai: {
    intro: 'Add the ingredients you have and get recipes that use them.',
    ingredientLabel: 'Ingredient',
    ingredientPlaceholder: 'e.g. chicken',
    add: 'Add', // spec
    removeIngredient: (name: string) => `Remove ${name}`,
    get: 'Get Recommendations',
    getting: 'Finding recipes…',
    noIngredients: 'No ingredients yet.',
    successTitle: 'Success', // spec
    success: (count: number) => `Generated ${count} recipe recommendations!`, // spec
    errorTitle: 'Error',
    failed: 'Failed to generate recipes. Please try again with different ingredients.', // spec
    ingredientsHeading: 'Ingredients',
    instructionsHeading: 'Instructions',
    nutritionHeading: 'Nutritional value',
    save: 'Save to My Recipes',
    savedDescription: (ingredients: string[]) => `A recipe with ${ingredients.join(', ')}.`,
    results: 'Recommendations',
  },
  /** The badge of an answer from the Ollama model; the offline one reads strings.ai.offlineBadge. */
  source: {
    ollama: 'AI model',
  },
} as const;
