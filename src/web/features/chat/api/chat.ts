import { toCalendarDate } from '@domain/age';
import { dayBounds } from '@domain/agenda/day-periods';
import { CLIENT_ERRORS } from '@domain/client-errors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiErrorOf, type ErrorBody, unwrap } from '@/lib/api';
import { uploadFile } from '@/lib/upload';
import { feedingKeys } from '@/shared/feeding/feeding-keys';
import { profileQueryOptions } from '@/shared/profile/profile';

export const chatMessagesQueryOptions = queryOptions({
  queryKey: ['chat', 'messages'],
  queryFn: async () => (await unwrap(api.chat.messages.$get())).messages,
});
export type ChatMessage = Awaited<ReturnType<NonNullable<typeof chatMessagesQueryOptions.queryFn>>>[number];
export const useChatMessages = () => useQuery(chatMessagesQueryOptions);

export type ChatQuestion = { message: string; dayStart: string; dayEnd: string };

/** A question as it is sent, with the day she asked it on (what Lu reads of her agenda). */
export function chatQuestion(message: string): ChatQuestion {
  const { start, end } = dayBounds(toCalendarDate(new Date()));
  return { message, dayStart: start.toISOString(), dayEnd: end.toISOString() };
}

/**
 * Sends a question under its outbox key (asked once however often it is sent) and reads Lu's
 * answer as server-sent events, handing each piece to `onDelta`. Rejects with an ApiError: the
 * HTTP status when the server refused, 0 when the stream broke (`network` when never reached).
 */
export async function sendChatMessage(
  question: ChatQuestion,
  key: string,
  onDelta: (text: string) => void,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(question),
    });
  } catch {
    throw new ApiError(0, CLIENT_ERRORS.network.code, CLIENT_ERRORS.network.message);
  }
  if (!response.ok || !response.body) {
    throw apiErrorOf(response.status, (await response.json().catch(() => null)) as ErrorBody);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new ApiError(0, CLIENT_ERRORS.interrupted.code, CLIENT_ERRORS.interrupted.message);
    buffer += value;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const raw of events) {
      const event = /^event: (.+)$/m.exec(raw)?.[1];
      const data = /^data: (.*)$/m.exec(raw)?.[1] ?? '{}';
      if (event === 'delta') onDelta((JSON.parse(data) as { text: string }).text);
      if (event === 'done') return;
      if (event === 'error')
        throw new ApiError(0, CLIENT_ERRORS.interrupted.code, (JSON.parse(data) as { message: string }).message);
    }
  }
}

export function useSaveTip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => unwrap(api.chat.tips.$post({ json: { content } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedingKeys.tips }),
  });
}

export function useChatBackground(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
  return {
    set: useMutation({
      mutationFn: (jpeg: Blob) => uploadFile('/api/profile/chat-background', jpeg, 'chat-bg.jpg', onProgress),
      onSuccess,
    }),
    reset: useMutation({ mutationFn: () => unwrap(api.profile['chat-background'].$delete()), onSuccess }),
  };
}
