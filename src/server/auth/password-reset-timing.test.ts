import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const TRIES = 100;

/**
 * The time the fastest tenth of the requests stay under. What else runs on the machine (the test
 * file beside this one, PostgreSQL's own work) only ever adds time, and under it the medians of two
 * identical routes drift apart by more than 1 ms; the fastest requests of each kind still show
 * what the route itself costs. Awaiting the link's work before the reply adds over 1 ms to them.
 */
const fastestTenth = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(TRIES / 10) - 1]!;

/** How long the reply takes; the mail written after it is waited for outside the measure. */
async function timedRequest(email: string) {
  const client = ctx.client();
  const started = performance.now();
  const response = await client.post('/api/auth/request-password-reset', { email });
  // Taken when the reply is ready, as a socket would send it: reading the body in this process
  // gives the work started after the reply (real I/O on a PostgreSQL server) time to run first.
  const elapsed = performance.now() - started;
  const body = await response.text();
  await ctx.background.drain();
  return { elapsed, status: response.status, body };
}

/** One round of TRIES pairs: how far apart the fastest tenths of the two kinds of request are. */
async function measureRound() {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < TRIES; i++) {
    // In pairs, in a random order, so a slower moment of the machine (or the collection of what
    // the request before left) weighs on both alike.
    const knownFirst = Math.random() < 0.5;
    const first = await timedRequest(knownFirst ? 'existe@example.com' : 'nao-existe@example.com');
    const second = await timedRequest(knownFirst ? 'nao-existe@example.com' : 'existe@example.com');
    const [a, b] = knownFirst ? [first, second] : [second, first];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    known.push(a.elapsed);
    unknown.push(b.elapsed);
  }
  return {
    difference: Math.abs(fastestTenth(known) - fastestTenth(unknown)),
    report: `fastest tenth under ${fastestTenth(known).toFixed(2)} ms (account) and ${fastestTenth(unknown).toFixed(2)} ms (no account)`,
  };
}

/**
 * A leak is a cost the route adds to every request for an account, so it shows in every round; a
 * busy machine's noise does not. Up to three rounds: one within 0.75 ms passes, three apart fail.
 */
const ROUNDS = 3;

it('answers a password reset in the same time whether or not the e-mail has an account', async () => {
  await ctx.client().signUp({ email: 'existe@example.com' });
  for (let i = 0; i < 10; i++) {
    await timedRequest('existe@example.com');
    await timedRequest('nao-existe@example.com');
  }
  const mailBefore = ctx.mail.length;

  const reports: string[] = [];
  let rounds = 0;
  let difference = Number.POSITIVE_INFINITY;
  while (rounds < ROUNDS && difference >= 0.75) {
    const round = await measureRound();
    rounds += 1;
    difference = round.difference;
    reports.push(round.report);
  }
  console.info(`password reset: ${reports.join('; ')}`);
  expect(difference, reports.join('; ')).toBeLessThan(0.75);
  // The work did happen for the account that exists, after each reply.
  expect(ctx.mail.slice(mailBefore).map((m) => m.to)).toEqual(Array(rounds * TRIES).fill('existe@example.com'));
});
