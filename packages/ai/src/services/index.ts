import { culturalRecipeService, cuisineDetailsService } from './cuisine';
import { etiquetteService, pairingsService, substitutionsService } from './culturalRecipe';
import { equipmentRecommendationsService, maintenanceTipsService } from './equipment';
import { ingredientRecipesService } from './ingredientRecipes';
import { mealPlanService } from './mealPlan';
import { moodEmotionsService, moodInsightsService } from './mood';
import { nutritionInsightsService } from './nutritionInsights';
import { pantryItemService } from './pantryItem';
import { recipeDetailsService } from './recipeDetails';
import { recipeMatchesService } from './recipeMatches';
import { recipeNutritionService } from './recipeNutrition';
import { recommendationsService } from './recommendations';
import { layoutOptimizationService, smartShoppingListService, spoilagePredictionService } from './storage';

/** Every AI service of Sous (issue 3's twelve, some in several calls), by the name routers use. */
export const services = {
  recipeDetails: recipeDetailsService,
  ingredientRecipes: ingredientRecipesService,
  pantryItem: pantryItemService,
  recommendations: recommendationsService,
  nutritionInsights: nutritionInsightsService,
  moodEmotions: moodEmotionsService,
  moodInsights: moodInsightsService,
  mealPlan: mealPlanService,
  maintenanceTips: maintenanceTipsService,
  equipmentRecommendations: equipmentRecommendationsService,
  recipeMatches: recipeMatchesService,
  cuisineDetails: cuisineDetailsService,
  culturalRecipe: culturalRecipeService,
  substitutions: substitutionsService,
  pairings: pairingsService,
  etiquette: etiquetteService,
  smartShoppingList: smartShoppingListService,
  spoilagePrediction: spoilagePredictionService,
  layoutOptimization: layoutOptimizationService,
  recipeNutrition: recipeNutritionService,
} as const;

export type ServiceName = keyof typeof services;
