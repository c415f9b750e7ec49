import {
  Apple,
  BadgeCheck,
  BookOpen,
  Boxes,
  CalendarDays,
  ChartColumn,
  ChefHat,
  Cpu,
  Flame,
  Globe2,
  HandHeart,
  HardDrive,
  History,
  Keyboard,
  Leaf,
  ListChecks,
  MessageSquareQuote,
  MonitorSmartphone,
  Moon,
  Palette,
  PackageSearch,
  Recycle,
  Refrigerator,
  ScrollText,
  Server,
  ShoppingCart,
  Smile,
  Sparkles,
  Target,
  Timer,
  TriangleAlert,
  Users,
  Utensils,
  UtensilsCrossed,
  Wand2,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The seven public marketing pages (spec part 2 §2 "Thumbnail pages"). Every card describes what
 * Sous really does today; nothing here promises a feature the app lacks.
 */

/** Placeholder: Sous has no public repository yet. Set the real address here before publishing. */
export const PROJECT_REPOSITORY_URL = 'https://github.com/sous-kitchen/sous';
/** Placeholder: no demo recording exists yet; the overlay says so until this file is served. */
export const DEMO_VIDEO_URL = '/demo/sous-demo.mp4';

export const thumbnailStrings = {
  explore: 'Explore Project', // spec
  watchDemo: 'Watch Demo', // spec
  close: 'Close', // spec
  demoTitle: 'Sous demo',
  demoComing: 'Demo video coming soon',
  comingSoon: 'Coming Soon to Production', // spec
  footer: 'Sous · a self-hosted kitchen assistant · recipes, nutrition, pantry, planning and culture in one app',
  otherPages: 'More about Sous',
} as const;

export interface ThumbnailCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface ThumbnailPage {
  path: '/thumbnail' | `/thumbnail/${'ai' | 'ux' | 'health' | 'culture' | 'sustainability' | 'youtube'}`;
  /** Short name for the links between the pages. */
  label: string;
  eyebrow: string;
  title: string;
  tagline: string;
  /** `large`: fewer, bigger cards (the video thumbnail page). */
  layout: 'grid' | 'large';
  cards: ThumbnailCard[];
}

const overview: ThumbnailPage = {
  path: '/thumbnail',
  label: 'Overview',
  eyebrow: 'Sous',
  title: 'Your self-hosted kitchen assistant',
  tagline: 'Recipes, nutrition, pantry, planning and world cuisines in one app that runs on your own machine.',
  layout: 'grid',
  cards: [
    {
      icon: BookOpen,
      title: 'Recipes with nutrition',
      description:
        'Keep recipes with ingredients and steps; each carries calories, protein, carbs and fat and a 0–100 sustainability score.',
    },
    {
      icon: Sparkles,
      title: 'Personal recommendations',
      description: 'Recipe suggestions with a match score and a reason, shaped by the feedback you give after cooking.',
    },
    {
      icon: ShoppingCart,
      title: 'Grocery lists',
      description: 'Lists with quantities, categories and priorities; tick items off as you shop and see it at once.',
    },
    {
      icon: Refrigerator,
      title: 'Smart pantry',
      description:
        'Expiry dates, an Expiring Soon card for the next 7 days, and analytics on categories, calories and eco scores.',
    },
    {
      icon: Target,
      title: 'Nutrition goals',
      description: 'Daily calorie and macro goals, meals logged by type and servings, progress, charts and history.',
    },
    {
      icon: Smile,
      title: 'Cooking mood journal',
      description: 'Write how each cook went; Sous reads the emotions and turns your entries into patterns and tips.',
    },
    {
      icon: Users,
      title: 'Community and food rescue',
      description: 'Share recipes, cooking tips and food-rescue posts with the other cooks on your Sous server.',
    },
    {
      icon: CalendarDays,
      title: 'Meal planner',
      description: 'Plans of up to 7 days built from your preferences, restrictions and calorie target.',
    },
    {
      icon: Wrench,
      title: 'Kitchen equipment',
      description: 'An inventory with condition and maintenance dates, care tips, and the recipes your tools can make.',
    },
    {
      icon: Globe2,
      title: 'Cultural cuisine explorer',
      description: '20 built-in cuisines with their history, serving etiquette, traditional recipes and substitutions.',
    },
    {
      icon: Warehouse,
      title: 'Storage organiser',
      description: 'Storage places and what is in them, spoilage predictions, a smart shopping list and layout moves.',
    },
    {
      icon: Cpu,
      title: 'Private AI',
      description: 'A built-in offline assistant answers every AI feature; connect a local Ollama model when you like.',
    },
  ],
};

const ai: ThumbnailPage = {
  path: '/thumbnail/ai',
  label: 'AI and technology',
  eyebrow: 'AI and technology',
  title: 'AI that stays in your kitchen',
  tagline: 'Every AI feature runs on your machine: a local Ollama model when one is running, the built-in offline assistant when not.',
  layout: 'grid',
  cards: [
    {
      icon: Cpu,
      title: 'Offline assistant built in',
      description: 'Food composition and shelf-life tables, recipes and cuisines answer every AI feature with no model and no network.',
    },
    {
      icon: Server,
      title: 'Ollama when you have it',
      description: 'Sous checks for a local Ollama server every minute and uses it when it answers; otherwise it falls back.',
    },
    {
      icon: BadgeCheck,
      title: 'Checked answers',
      description: 'Model answers are checked against the expected shape before use, and each one shows where it came from.',
    },
    {
      icon: Wand2,
      title: 'Recipe generation',
      description: 'From a title, optionally a cuisine: ingredients with amounts, steps, nutrition and a prep time.',
    },
    {
      icon: UtensilsCrossed,
      title: 'Recipes from your ingredients',
      description: 'Add what you have as chips and get recipe ideas with ingredients, steps and nutritional value.',
    },
    {
      icon: Sparkles,
      title: 'Recommendations that learn',
      description: 'Suggestions with a match score, a reason and seasonal relevance, shaped by your ratings and notes.',
    },
    {
      icon: ChartColumn,
      title: 'Nutrition insights',
      description: 'Suggested goals with the reasoning behind them, meal suggestions and improvements from your logs.',
    },
    {
      icon: MessageSquareQuote,
      title: 'Journal insights',
      description: 'Emotions detected in your cooking notes, patterns in skills, emotions and growth, and what to try next.',
    },
    {
      icon: PackageSearch,
      title: 'Pantry item details',
      description: 'Type an item name to fill in its category, expiry, nutrition, packaging and carbon footprint.',
    },
    {
      icon: Globe2,
      title: 'Cultural details',
      description: 'Cuisine context and etiquette, traditional recipe details, substitutions and pairings on request.',
    },
  ],
};

const ux: ThumbnailPage = {
  path: '/thumbnail/ux',
  label: 'User experience',
  eyebrow: 'User experience',
  title: 'Made for everyday cooking',
  tagline: 'Fast, clear screens that work the same on a laptop and on the phone propped against the fruit bowl.',
  layout: 'grid',
  cards: [
    {
      icon: Moon,
      title: 'Light, dark or system',
      description: 'Pick a theme or follow your device; with System it switches live when your device does.',
    },
    {
      icon: Palette,
      title: 'Your accent colour',
      description: 'Eighteen accent colours and a custom picker, applied at once across the app.',
    },
    {
      icon: HardDrive,
      title: 'Preferences follow you',
      description: 'Theme, accent, units, region and dietary preferences are saved with your account for any browser.',
    },
    {
      icon: MonitorSmartphone,
      title: 'Phone ready',
      description: 'A mobile menu and layouts that fit a phone screen as well as a desktop.',
    },
    {
      icon: Keyboard,
      title: 'Keyboard friendly',
      description: 'Enter adds and submits, Escape closes dialogs, and focus is always visible.',
    },
    {
      icon: ListChecks,
      title: 'Instant lists',
      description: 'Grocery list changes show immediately while they are saved in the background.',
    },
    {
      icon: Timer,
      title: 'Clear states',
      description: 'Loading skeletons, friendly empty states and errors that say what happened, with a way to retry.',
    },
    {
      icon: BookOpen,
      title: 'Details on hover',
      description: 'Hover a recipe card’s ingredient or step count to read them without leaving the page.',
    },
    {
      icon: TriangleAlert,
      title: 'Warnings before surprises',
      description: 'Logging a meal that would pass your daily goals asks first and lists what would be exceeded.',
    },
    {
      icon: BadgeCheck,
      title: 'Recoverable accounts',
      description: 'A secret key shown once at sign-up lets you reset a forgotten password yourself.',
    },
  ],
};

const health: ThumbnailPage = {
  path: '/thumbnail/health',
  label: 'Health and nutrition',
  eyebrow: 'Health and nutrition',
  title: 'Nutrition you can act on',
  tagline: 'Goals, meals and progress in one place, with numbers computed from real food composition data.',
  layout: 'grid',
  cards: [
    {
      icon: Target,
      title: 'Daily goals',
      description: 'Set daily calories (500–5000), protein, carbs and fat, and change them whenever you like.',
    },
    {
      icon: Utensils,
      title: 'Log meals',
      description: 'Consume a recipe as breakfast, lunch, dinner or a snack, in any number of servings.',
    },
    {
      icon: Flame,
      title: 'Progress at a glance',
      description: 'Today’s calories and macros against your goals, green, yellow or red as you near the limit.',
    },
    {
      icon: TriangleAlert,
      title: 'Goal warnings',
      description: 'Before a meal would pass a daily goal, Sous shows current and limit and asks first.',
    },
    {
      icon: ChartColumn,
      title: 'Weekly chart and summaries',
      description: 'A chart of your last 7 days and summaries by week or month.',
    },
    {
      icon: History,
      title: 'Consumption history',
      description: 'Filter what you ate by date range and meal type, with per-meal targets.',
    },
    {
      icon: Sparkles,
      title: 'Nutrition insights',
      description: 'Suggested goals, meal ideas and improvements drawn from what you logged.',
    },
    {
      icon: Apple,
      title: 'Real food data',
      description: 'The offline assistant computes nutrition from the Indian Food Composition Tables 2017 and USDA data.',
    },
    {
      icon: CalendarDays,
      title: 'Planned meals',
      description: 'Meal plans with a calorie target, a daily summary and a warning when a day exceeds your goals.',
    },
    {
      icon: Smile,
      title: 'Mindful cooking',
      description: 'A journal per recipe to note how cooking felt, with insights into your habits and growth.',
    },
  ],
};

const culture: ThumbnailPage = {
  path: '/thumbnail/culture',
  label: 'Cultural diversity',
  eyebrow: 'Cultural diversity',
  title: 'Cook the world’s cuisines',
  tagline: 'Twenty cuisines to start with, their stories and customs, and room for the ones your family cooks.',
  layout: 'grid',
  cards: [
    {
      icon: Globe2,
      title: '20 built-in cuisines',
      description: 'From Italian, Japanese and Mexican to Ethiopian, Peruvian, Nigerian, Persian and Jamaican.',
    },
    {
      icon: ScrollText,
      title: 'Cultural context',
      description: 'History, significance, traditions, festivals and influences for every cuisine.',
    },
    {
      icon: UtensilsCrossed,
      title: 'Serving etiquette',
      description: 'Table setting, dining customs, serving order and taboos, so a dish is served as it should be.',
    },
    {
      icon: ChefHat,
      title: 'Traditional recipes',
      description: 'Signature dishes with local names, authentic ingredients, numbered steps and a difficulty level.',
    },
    {
      icon: Recycle,
      title: 'Substitutions from your pantry',
      description: 'Swaps for hard-to-find ingredients, matched to what you have, with their flavour impact.',
    },
    {
      icon: Utensils,
      title: 'Pairings',
      description: 'Main dishes, sides, desserts and drinks that go with a recipe.',
    },
    {
      icon: BookOpen,
      title: 'Your own cuisines',
      description: 'Add a cuisine with its banner, key ingredients and techniques, and its recipes.',
    },
    {
      icon: Wand2,
      title: 'Details on request',
      description: 'Generate a cuisine’s context and etiquette, or a recipe’s ingredients and steps, in one click.',
    },
    {
      icon: Boxes,
      title: 'Ingredients and techniques',
      description: 'Each cuisine lists its key ingredients and cooking styles to learn from.',
    },
    {
      icon: Users,
      title: 'Shared by everyone',
      description: 'Cuisines and recipes are shared with every cook on the server; hide the ones you do not want to see.',
    },
  ],
};

const sustainability: ThumbnailPage = {
  path: '/thumbnail/sustainability',
  label: 'Sustainability',
  eyebrow: 'Sustainability',
  title: 'Smart kitchen for sustainable living',
  tagline: 'Waste less, store better and see the footprint of what you cook.',
  layout: 'grid',
  cards: [
    {
      icon: Leaf,
      title: 'Recipe sustainability score',
      description: 'Every recipe gets a 0–100 score from its macro balance and calories, shown as a coloured badge.',
    },
    {
      icon: Recycle,
      title: 'Pantry eco score',
      description: 'Packaging and carbon footprint of each pantry item count towards its sustainability score.',
    },
    {
      icon: Timer,
      title: 'Expiring soon',
      description: 'Items that expire within 7 days are gathered in one card, before they go to waste.',
    },
    {
      icon: ChartColumn,
      title: '30-day expiry timeline',
      description: 'See when your pantry items expire over the next month and plan meals around them.',
    },
    {
      icon: HandHeart,
      title: 'Food rescue',
      description: 'Post surplus food with a location in the community feed so a neighbour can use it.',
    },
    {
      icon: Refrigerator,
      title: 'Spoilage predictions',
      description: 'Days until each stored item spoils, from USDA FoodKeeper shelf-life data and where you keep it.',
    },
    {
      icon: ShoppingCart,
      title: 'Smart shopping list',
      description: 'Suggestions of what to buy, each with its reason, so you buy what you need and no more.',
    },
    {
      icon: Warehouse,
      title: 'Better storage',
      description: 'Layout suggestions move items to the place where they keep longest.',
    },
    {
      icon: Wrench,
      title: 'Equipment that lasts',
      description: 'Maintenance dates and care tips keep your pans, knives and appliances working for years.',
    },
    {
      icon: UtensilsCrossed,
      title: 'Cook what you have',
      description: 'Recipe ideas from the ingredients you already hold, instead of another shop.',
    },
  ],
};

const youtube: ThumbnailPage = {
  path: '/thumbnail/youtube',
  label: 'Video',
  eyebrow: 'Sous',
  title: 'The Future of Smart Cooking', // spec
  tagline: 'Plan, cook, store, explore and share: a kitchen assistant you run yourself.',
  layout: 'large',
  cards: [
    {
      icon: CalendarDays,
      title: 'Plan',
      description: 'Set nutrition goals, build meal plans of up to 7 days and follow your progress day by day.',
    },
    {
      icon: ChefHat,
      title: 'Cook',
      description: 'Recipes with nutrition and sustainability scores, generated details, and a journal of how each cook went.',
    },
    {
      icon: Refrigerator,
      title: 'Shop and store',
      description: 'Grocery lists, a pantry that watches expiry dates, and a storage organiser that predicts spoilage.',
    },
    {
      icon: Globe2,
      title: 'Explore',
      description: 'Twenty cuisines with their history, etiquette, traditional recipes, substitutions and pairings.',
    },
    {
      icon: Users,
      title: 'Share',
      description: 'A community feed for recipes, tips and food rescue among the cooks on your server.',
    },
    {
      icon: Server,
      title: 'Own it',
      description: 'One executable or npm start, SQLite by default or PostgreSQL, and AI that runs offline.',
    },
  ],
};

export const thumbnailPages = { overview, ai, ux, health, culture, sustainability, youtube } as const;
export type ThumbnailKey = keyof typeof thumbnailPages;
