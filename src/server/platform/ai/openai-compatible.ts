import { AiError, type ChatModel } from './ai';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/**
 * Any OpenAI-compatible chat-completions endpoint, streamed. The timeout covers the whole
 * answer; the provider's 402 and 429 keep their meaning for the mother's message.
 */
export function createOpenAiCompatibleModel({ baseUrl, apiKey, model, timeoutMs }: OpenAiCompatibleOptions): ChatModel {
  const url = `${baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    kind: 'remote',
    async *reply({ messages, signal }) {
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({ model, messages, stream: true }),
          signal: AbortSignal.any([signal, timeout]),
        });
      } catch (error) {
        throw timeout.aborted ? new AiError('ai_timeout') : new AiError('ai_unreachable', (error as Error).message);
      }
      if (response.status === 402) throw new AiError('ai_credits');
      if (response.status === 429) throw new AiError('ai_rate_limited');
      if (!response.ok || !response.body) throw new AiError('ai_failed', response.status);

      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          const lines = buffer.split('\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) {
            const data = line.startsWith('data:') ? line.slice(5).trim() : null;
            if (!data) continue;
            if (data === '[DONE]') return;
            const text = (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta
              ?.content;
            if (text) yield text;
          }
        }
      } catch (error) {
        if (error instanceof AiError) throw error;
        throw timeout.aborted ? new AiError('ai_timeout') : new AiError('ai_interrupted');
      } finally {
        reader.releaseLock();
      }
    },
  };
}
