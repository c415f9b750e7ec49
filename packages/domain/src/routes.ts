/** The shell's navigation, spec part 2 §2: groups of the top bar and the routes inside the shell. */
export const navGroups = [
  {
    label: 'Food',
    links: [
      { to: '/recipes', label: 'Recipes' },
      { to: '/cultural-cuisine', label: 'Cultural Cuisine' },
    ],
  },
  {
    label: 'Kitchen',
    links: [
      { to: '/pantry', label: 'Pantry' },
      { to: '/kitchen-equipment', label: 'Equipment Management' },
      { to: '/kitchen-storage', label: 'Kitchen Storage' },
    ],
  },
  {
    label: 'Planning',
    links: [
      { to: '/meal-plans', label: 'Meal Plans' },
      { to: '/nutrition', label: 'Nutrition Tracking' },
      { to: '/community', label: 'Community' },
    ],
  },
] as const;

export const shellRoutes = [
  '/',
  '/recipes',
  '/pantry',
  '/community',
  '/meal-plans',
  '/nutrition',
  '/kitchen-equipment',
  '/cultural-cuisine',
  '/kitchen-storage',
  '/profile',
  '/settings',
] as const;
