export { createKitchenAI, AiUnavailableError, DEFAULT_TIMEOUT_MS, type KitchenAI, type AiMode, type AiCallLog } from './kitchen';
export { ModelError } from './ollama';
export { services, type ServiceName } from './services';
export { estimateNutrition } from './offline/nutrition';
export type * from './types';
export { sampleMaintenanceTips } from './services/equipment';
export { cuisines as starterCuisines, findSubstitution, type Cuisine as StarterCuisine } from './offline/cuisines';
