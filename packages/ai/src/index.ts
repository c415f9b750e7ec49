export { createKitchenAI, AiUnavailableError, DEFAULT_TIMEOUT_MS, type KitchenAI, type AiMode, type AiCallLog } from './kitchen';
export { ModelError } from './ollama';
export type * from './types';
