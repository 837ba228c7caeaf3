import type { Config } from '../../config';
import type { ChatModel } from './ai';
import { createOfflineAnswerer } from './offline-answerer';
import { createOpenAiCompatibleModel } from './openai-compatible';

/** The configured model when AI_BASE_URL and AI_MODEL are set; otherwise the offline answerer. */
export function createChatModel(config: Config): ChatModel {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return createOfflineAnswerer();
  return createOpenAiCompatibleModel({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
