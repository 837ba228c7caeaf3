/** Lu's whole reply, joined from the `delta` events of a /api/chat stream. */
export const replyOf = (body: string) =>
  body
    .split('\n\n')
    .filter((raw) => raw.startsWith('event: delta'))
    .map((raw) => (JSON.parse(/^data: (.*)$/m.exec(raw)![1]!) as { text: string }).text)
    .join('');
