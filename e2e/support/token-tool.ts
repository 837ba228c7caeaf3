/**
 * A tool outside the browser logging a bottle as the README's curl does: no cookie, no Origin,
 * only the personal access token. Answers the response as it came.
 */
export function logBottleWithToken(baseURL: string, token: string, bottleMl: number): Promise<Response> {
  const now = new Date();
  return fetch(new URL('/api/agenda/events', baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'mamada',
      feeding: 'mamadeira',
      bottleMl,
      milk: 'formula',
      occurredAt: now.toISOString(),
      date: now.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }),
      time: now.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }),
    }),
  });
}
