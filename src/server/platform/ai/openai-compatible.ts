import { AiError, type ChatModel, type SafetyOpinion } from './ai';

/** The second opinion may hold the first words back this long, never more. */
export const SAFETY_OPINION_TIMEOUT_MS = 1500;

const SAFETY_PROMPT = [
  'Você classifica a mensagem de uma mãe num app de cuidados com bebês. Responda só com JSON: {"emergencia": true|false, "crise": true|false}.',
  '"emergencia": a mensagem conta algo acontecendo agora que pede o SAMU 192 para o bebê ou para a mãe: engasgo, dificuldade para respirar, lábios ou pele roxos, desmaio ou bebê mole que não acorda, convulsão, afogamento, produto de limpeza, remédio, pilha ou ímã engolido, remédio dado a mais ou errado, queda com vômito, sono ou inchaço, febre em bebê com menos de 3 meses, febre com manchas roxas, moleira estufada, desidratação, queimadura grande, alergia grave; na mãe, sangramento forte depois do parto, dor no peito, falta de ar, dor de cabeça forte com a visão alterada.',
  '"crise": a mãe fala em morrer, sumir, se machucar ou machucar o bebê, ou que não aguenta mais, em qualquer palavra.',
  'Perguntas sobre como prevenir, brincadeiras e exageros ("morrendo de sono") não são nenhum dos dois.',
].join('\n');

/** The first JSON object of the model's answer, read as an opinion; anything else is none. */
function opinionFrom(content: string | undefined): SafetyOpinion | null {
  const json = content?.match(/\{[^{}]*\}/)?.[0];
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { emergencia?: unknown; crise?: unknown };
    return { emergency: parsed.emergencia === true, crisis: parsed.crise === true };
  } catch {
    return null;
  }
}

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
  const headers = { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) };
  return {
    kind: 'remote',
    async judgeSafety(message, signal) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            model,
            stream: false,
            temperature: 0,
            max_tokens: 30,
            messages: [
              { role: 'system', content: SAFETY_PROMPT },
              { role: 'user', content: message },
            ],
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(SAFETY_OPINION_TIMEOUT_MS)]),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
        return opinionFrom(body.choices?.[0]?.message?.content);
      } catch {
        return null;
      }
    },
    async *reply({ messages, signal }) {
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
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
