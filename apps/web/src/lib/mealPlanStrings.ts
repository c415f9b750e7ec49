/**
import { mealPlansMessages } from '@sous/domain';
 * Interface copy of the /meal-plans page (labels, headings, button texts). Texts the spec names
 * live in `mealPlansMessages` in @sous/domain and are shared with the server.
 */
export const mealPlanStrings = {
  page: {
    title: 'Meal Planner', // spec
    subtitle: 'Plan a week of balanced meals and log them as you eat',
    create: 'Create Meal Plan', // spec
    plansHeading: 'Your plans',
    loadFailed: 'Could not load your meal plans.',
    retry: 'Retry',
    emptyHint:
      'Tell the planner what you like and it prepares up to a week of breakfasts, lunches, dinners and snacks.',
    dayCount: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  },
  form: {
    title: 'Create Meal Plan', // spec
    description: 'Meals are generated from your preferences; this can take a moment.',
    planTitle: 'Title',
    planTitlePlaceholder: 'e.g. Busy week',
    startDate: 'Start date',
    days: 'Days',
    daysHint: '1–7, a week is recommended',
    calorieTarget: 'Calorie target (optional)',
    calorieTargetPlaceholder: 'e.g. 2000',
    preferences: 'Preferences',
    preferencesPlaceholder: 'e.g. vegetarian, Mediterranean, quick',
    restrictions: 'Dietary restrictions (optional)',
    restrictionsPlaceholder: 'e.g. nut-free, low salt',
    commaHint: 'Separate with commas',
    submit: 'Create Plan',
    generating: 'Generating your meal plan…',
    cancel: 'Cancel',
    defaultTitle: 'My meal plan',
  },
  plan: {
    range: (start: string, end: string) => `${start} – ${end}`,
    calorieTarget: (calories: number) => `${calories} kcal a day`,
    preferences: 'Preferences',
    restrictions: 'Restrictions',
    delete: 'Delete plan',
    deleteDescription: 'All its days and meals are removed. Meals you already logged stay in your history.',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    deleteFailed: 'Could not delete the meal plan',
    calendar: 'Plan days',
    dayLabel: (day: number) => `Day ${day}`,
    today: 'Today',
    noMeals: 'No meals were planned for this day.',
    loadFailed: 'Could not load this meal plan.',
  },
  meals: {
    breakfast: 'Breakfast',
    lunch: 'Lunch',
    dinner: 'Dinner',
    snacks: 'Snacks',
    snack: 'Snack',
    noSnacks: 'No snacks planned for this day.',
    prepTime: (minutes: number) => `${minutes} min`,
    prepTimeLabel: 'Preparation time',
    log: 'Log as eaten',
    logging: 'Logging…',
    logLabel: (title: string) => `Log ${title} as eaten`,
    logFailed: 'Could not log the meal',
    loggedDescription: (title: string) => `${title} was added to today’s nutrition.`,
  },
  summary: {
    heading: 'Daily summary',
    total: 'Planned total',
    noGoal: 'Set nutrition goals to compare each day with your daily targets.',
    setGoals: 'Set goals',
    target: (calories: number) => `Plan target: ${calories} kcal`,
    over: (current: string, limit: string) => `${current} of ${limit}`,
  },
} as const;

/** A plan date (YYYY-MM-DD, a UTC day) in the reader's language, without shifting the day. */
export function planDate(day: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });
}
