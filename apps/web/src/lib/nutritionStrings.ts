/**
 * Interface copy of the /nutrition page and the home recommendations (those the spec names are
 * marked "spec"). Messages shared with the server live in `messages` in @sous/domain.
 */
export const nutritionStrings = {
  title: 'Nutrition Tracking', // spec
  subtitle: 'Your daily goals, what you ate and how the week went',
  tabs: {
    progress: 'Daily Progress', // spec
    summary: 'Summary', // spec
    insights: 'AI Insights', // spec
  },
  nutrients: {
    calories: 'Calories',
    protein: 'Protein',
    carbs: 'Carbs',
    fat: 'Fat',
  },
  goals: {
    heading: 'Daily goals',
    setTitle: 'Set Nutrition Goals',
    changeTitle: 'Change Nutrition Goals',
    description: 'Your daily targets for energy and the three macronutrients.',
    change: 'Change goals',
    save: 'Save goals',
    saving: 'Saving…',
    cancel: 'Cancel',
    dailyCalories: 'Daily calories (kcal)',
    dailyProtein: 'Daily protein (g)',
    dailyCarbs: 'Daily carbs (g)',
    dailyFat: 'Daily fat (g)',
    success: 'Success', // spec
    successDescription: 'Your nutrition goals have been saved.',
    failed: 'Failed to set nutrition goals', // spec
    emptyTitle: 'No nutrition goals yet',
    emptyBody:
      'Set your daily calories, protein, carbs and fat to see your progress, a weekly chart and a summary of how you eat.',
    loadFailed: 'Could not load your nutrition goals',
    retry: 'Retry', // spec
  },
  progress: {
    today: 'Today',
    todayHint: 'Progress resets at midnight UTC.',
    ofGoal: (value: string, goal: string) => `${value} of ${goal}`,
    weekly: 'Last 7 entries',
    weeklyEmpty: 'No progress logged yet.',
    chartFallback: 'Calories per day',
    gettingStartedTitle: 'Getting started',
    gettingStarted:
      'Log meals with the Consume button on a recipe, or add pantry items: each day you log appears here, and the chart fills in after a few days.',
    goToRecipes: 'Go to Recipes',
  },
  history: {
    heading: 'Consumption history',
    startDate: 'From',
    endDate: 'To',
    mealType: 'Meal type',
    mealTypes: { all: 'All meals', breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
    time: 'Time',
    recipe: 'Recipe',
    servings: 'Servings',
    servingsCount: (count: number) => `× ${count}`,
    nutrition: 'Nutrition',
    totals: 'Totals',
    perMealTarget: 'Per-meal target',
    perMealHint: 'A third of the daily goal',
    empty: 'No meals logged in this period.',
    loadFailed: 'Could not load the consumption history',
    deletedRecipe: 'Deleted recipe',
  },
  summary: {
    week: 'Week',
    month: 'Month',
    period: 'Period',
    weekRange: 'Last 7 days',
    monthRange: 'Last 30 days',
    average: 'Daily average',
    total: 'Total',
    goal: 'Goal',
    daysLogged: 'Days logged',
    daysOnTarget: 'Days on target',
    onTargetHint: 'Calories between 80 % and 100 % of the goal',
    bestDay: 'Best day',
    worstDay: 'Worst day',
    dayCalories: (calories: number, goal: number) => `${calories} / ${goal} kcal`,
    empty: 'Nothing logged in this period yet.',
  },
  insights: {
    heading: 'AI Insights',
    loading: 'Analysing your goals and meals…',
    failed: 'Failed to load nutrition insights',
    suggestedGoals: 'Suggested goals',
    apply: 'Apply these goals',
    applying: 'Applying…',
    reasoning: 'Why',
    meals: 'Meal suggestions',
    improvements: 'Improvements',
    refresh: 'Refresh',
    noImprovements: 'Nothing to improve right now: keep it up.',
  },
  units: {
    kcal: (value: number) => `${value} kcal`,
    grams: (value: number) => `${value} g`,
  },
  recommendations: {
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    success: 'Success', // spec
    error: 'Error', // spec
    match: (score: number) => `${Math.round(score)}% match`,
    seasonal: 'Seasonal',
    prepTime: (minutes: number) => `${minutes} min`,
    feedback: 'Feedback',
    feedbackFor: (title: string) => `Give feedback on ${title}`,
    edit: 'Edit',
    editFor: (title: string) => `Edit ${title} and save it to My Recipes`,
    why: 'Why this recipe',
  },
  feedback: {
    title: 'Recipe Feedback',
    description: (title: string) => `How was ${title}?`,
    general: 'General', // spec
    cooking: 'Cooking Experience', // spec
    nutrition: 'Nutrition', // spec
    rating: 'Rating',
    ratingOption: (value: number) => `${value} out of 5`,
    feedback: 'Feedback',
    feedbackPlaceholder: 'What did you like, what would you change?',
    cooked: 'I cooked it',
    saved: 'I saved it',
    shared: 'I shared it',
    difficulty: 'Difficulty',
    timeAccuracy: 'Time accuracy',
    cookingNotes: 'Cooking notes',
    cookingNotesPlaceholder: 'Changes you made, tips for next time…',
    taste: 'Taste',
    healthiness: 'Healthiness',
    sliderValue: (value: number) => `${value} / 5`,
    submit: 'Submit Feedback',
    submitting: 'Submitting…',
    cancel: 'Cancel',
  },
} as const;
