/**
import { cuisineMessages } from '@sous/domain';
 * Interface copy of the /cultural-cuisine page. Texts the spec names are marked `// spec`; its
 * error and status texts live in `cuisineMessages` (and `aiMessages`) in @sous/domain.
 */
export const cuisineStrings = {
  page: {
    title: 'Cultural Cuisine Explorer',
    subtitle: 'Discover the dishes, ingredients and table customs of cuisines around the world',
    addCuisine: 'Add New Cuisine', // spec
    addFirstCuisine: 'Add Your First Cuisine', // spec
    allCuisines: 'All Cuisines', // spec
    myCuisines: 'My Cuisines', // spec
    filterLabel: 'Which cuisines',
    refresh: 'Refresh Page', // spec
    errorDetails: 'Error details',
    empty: 'No cuisines yet',
    emptyMine: 'You have not added a cuisine yet',
    emptyHint: 'Add a cuisine you love and share its dishes with other cooks.',
    recipes: (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`,
    starter: 'Sous starter',
    by: (name: string) => `by ${name}`,
    you: 'by you',
  },
  form: {
    title: 'Add New Cuisine', // spec
    description: 'Fill in what you know, or generate the details from a name or region.',
    name: 'Cuisine name',
    namePlaceholder: 'e.g. Georgian',
    region: 'Region',
    regionPlaceholder: 'e.g. Caucasus',
    about: 'Description',
    bannerUrl: 'Banner image URL',
    bannerPlaceholder: 'https://…',
    keyIngredients: 'Key ingredients',
    cookingTechniques: 'Cooking techniques',
    onePerLine: 'One per line',
    generate: 'Generate',
    generating: 'Generating…',
    generateHint: 'Fill the description, ingredients, techniques and cultural details from the name or region',
    generated: 'Details generated',
    culturalIncluded: 'Cultural context and serving etiquette will be saved with the cuisine.',
    submit: 'Add Cuisine',
    saving: 'Adding…',
    cancel: 'Cancel',
  },
  details: {
    back: 'Back to All Cuisines', // spec
    editBanner: 'Edit Banner', // spec
    deleteCuisine: 'Delete Cuisine', // spec
    hideCuisine: 'Hide Cuisine',
    hideHint: 'Removes it from your list only',
    deleteTitle: 'Delete Cuisine?',
    deleteDescription: 'The cuisine and its recipes are deleted for everyone. This cannot be undone.',
    hideTitle: 'Hide this cuisine?',
    hideDescription: 'It disappears from your list. Other cooks still see it.',
    deleting: 'Deleting…',
    hiding: 'Hiding…',
    cancel: 'Cancel',
    goBack: 'Go Back', // spec
    tabsLabel: 'Cuisine sections',
    overview: 'Overview', // spec
    recipes: 'Recipes', // spec
    keyIngredients: 'Key Ingredients',
    cookingStyles: 'Cooking Styles',
    generateCultural: 'Generate Cultural Details', // spec
    generatingCultural: 'Generating…',
    culturalContext: 'Cultural Context', // spec
    servingEtiquette: 'Traditional Serving Etiquette', // spec
    history: 'History',
    significance: 'Significance',
    traditions: 'Traditions',
    festivals: 'Festivals',
    influences: 'Influences',
    general: 'General',
    tableSetting: 'Table setting',
    diningCustoms: 'Dining customs',
    servingOrder: 'Serving order',
    taboos: 'Taboos',
    noCulturalContext: 'No cultural context yet.',
    noEtiquette: 'No serving etiquette yet.',
    generateOwnerHint: 'Generate them with the button above.',
    creatorOnlyHint: 'Only the creator of this cuisine can add them.',
  },
  banner: {
    title: 'Edit Banner',
    url: 'Banner image URL',
    save: 'Save Banner',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  recipes: {
    add: 'Add Recipe', // spec
    empty: 'No recipes yet',
    emptyHint: 'Add a traditional dish of this cuisine.',
    view: 'View Details', // spec
    delete: 'Delete Recipe', // spec
    deleteTitle: 'Delete Recipe?',
    deleteDescription: 'The recipe is deleted for everyone. This cannot be undone.',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    difficulty: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
  },
  recipeForm: {
    title: 'Add Recipe', // spec
    description: 'A traditional dish of this cuisine. Generate fills the rest from the name.',
    name: 'Recipe name',
    namePlaceholder: 'e.g. Khachapuri',
    about: 'Description',
    difficulty: 'Difficulty',
    ingredients: 'Authentic ingredients',
    ingredientsHint: 'Separated by commas',
    instructions: 'Instructions',
    instructionsHint: 'One step per line',
    imageUrl: 'Image URL (optional)',
    culturalNotes: 'Cultural notes (optional)',
    generate: 'Generate',
    generating: 'Generating…',
    submit: 'Add Recipe',
    saving: 'Adding…',
    cancel: 'Cancel',
  },
  recipe: {
    back: 'Back to cuisine',
    tabsLabel: 'Recipe sections',
    instructions: 'Instructions', // spec
    ingredientsCultural: 'Ingredients & Cultural', // spec
    addSteps: 'Add Steps',
    editSteps: 'Edit Steps',
    noSteps: 'No steps yet.',
    stepsDialog: 'Edit Steps',
    stepsLabel: 'Steps',
    authenticIngredients: 'Authentic Ingredients',
    addIngredients: 'Add Ingredients',
    editIngredients: 'Edit Ingredients',
    ingredientsDialog: 'Edit Ingredients',
    ingredientsLabel: 'Authentic ingredients',
    substitutesLabel: 'Local substitutes',
    substitutesHint: 'One per line, as "original: substitute"',
    noIngredients: 'No ingredients yet.',
    localSubstitutes: 'Local Substitutes',
    noLocalSubstitutes: 'No local substitutes listed.',
    substitutions: 'Ingredient Substitutions',
    showSubstitutions: 'Show Substitutions', // spec
    substitutionsHint: 'Substitutes for what your pantry lacks, preferring what you already have.',
    inPantry: 'In your pantry',
    authenticity: 'Authenticity score',
    noSubstitutions: 'Your pantry covers every authentic ingredient.',
    flavorImpact: (impact: string) => `${impact.charAt(0).toUpperCase()}${impact.slice(1)} flavour impact`,
    complementary: 'Complementary Dishes',
    showPairings: 'Show Pairings', // spec
    mainDishes: 'Main dishes',
    sideDishes: 'Side dishes',
    desserts: 'Desserts',
    beverages: 'Beverages',
    noPairings: 'No pairings known for this dish.',
    etiquette: 'Serving Etiquette',
    generateEtiquette: 'Generate Etiquette', // spec
    generateNewEtiquette: 'Generate New Etiquette', // spec
    presentation: 'Presentation',
    customs: 'Customs',
    taboos: 'Taboos',
    servingOrder: 'Serving order',
    servingSuggestions: 'Serving suggestions',
    history: 'Cultural Context & History', // spec
    noHistory: 'No cultural notes for this recipe yet.',
    loading: 'Loading…',
    retry: 'Try again',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    creatorOnlyEdit: 'Only the creator of this recipe can edit it.',
    localName: (name: string) => `Also known as ${name}`,
  },
} as const;
