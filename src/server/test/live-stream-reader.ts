import { expect } from 'vitest';

export interface LiveStream {
  /** Each server-sent event so far: its name and its data. */
  events: { name: string; data: string }[];
  ended: () => boolean;
  /** Waits (up to 5 s) until an event of this name has arrived. */
  next: (name: string) => Promise<void>;
  cancel: () => Promise<void>;
}

/** Keeps reading a live stream's response in the background, for a test to look at. */
export function readLiveStream(response: Response): LiveStream {
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: LiveStream['events'] = [];
  let buffer = '';
  let ended = false;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name) events.push({ name, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
        buffer = buffer.slice(end + 2);
      }
    }
    ended = true;
  })();
  return {
    events,
    ended: () => ended,
    next: (name) =>
      expect.poll(() => events.some((e) => e.name === name), { timeout: 5_000 }).toBe(true) as unknown as Promise<void>,
    cancel: () => reader.cancel().catch(() => {}),
  };
}
