import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAM_CAPS } from '../../http/stream-caps';
import { signedUpMother } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { type LiveStream, readLiveStream } from '../../test/live-stream-reader';

// Behind a trusted proxy, so each test can come from an address of its own.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  for (const stream of opened) await stream.cancel();
  await ctx.close();
});

const opened: LiveStream[] = [];

/** Opens /api/community/events from an address and keeps reading it. */
async function openStream(client: TestClient, address: string): Promise<LiveStream> {
  const stream = readLiveStream(
    await client.request('GET', '/api/community/events', undefined, { 'x-forwarded-for': address }),
  );
  opened.push(stream);
  return stream;
}

async function mother() {
  return (await signedUpMother(ctx)).client;
}

/** Long enough for a stream that is going to end (or get an event) to have done so. */
const settle = () => new Promise((r) => setTimeout(r, 200));

describe('live-update streams', () => {
  it(`keeps ${LIVE_STREAM_CAPS.perSession} per session: a fourth closes the oldest, told it was replaced`, async () => {
    const ana = await mother();
    const streams: LiveStream[] = [];
    for (let i = 0; i < LIVE_STREAM_CAPS.perSession; i++) {
      streams.push(await openStream(ana, '198.51.100.1'));
      await streams.at(-1)!.next('ready');
    }
    await settle();
    expect(streams.map((s) => s.ended())).toEqual([false, false, false]);

    const fourth = await openStream(ana, '198.51.100.2');
    await fourth.next('ready');
    await expect.poll(() => streams[0]!.ended()).toBe(true);
    expect(streams[0]!.events.map((e) => e.name)).toEqual(['ready', 'replaced']);

    // The three left still hear what changes.
    expect((await ana.post('/api/community/posts', { content: 'Alguém acordada?' })).status).toBe(201);
    for (const stream of [streams[1]!, streams[2]!, fourth]) await stream.next('change');
    expect([streams[1]!, streams[2]!, fourth].map((s) => s.ended())).toEqual([false, false, false]);
  });

  it(`keeps ${LIVE_STREAM_CAPS.perAddress} per address across sessions, closing the oldest first`, async () => {
    const address = '198.51.100.20';
    const mothers = await Promise.all(Array.from({ length: 4 }, mother));
    const streams: LiveStream[] = [];
    for (const client of mothers.slice(0, 3)) {
      for (let i = 0; i < 3; i++) {
        streams.push(await openStream(client, address));
        await streams.at(-1)!.next('ready');
      }
    }
    streams.push(await openStream(mothers[3]!, address));
    await streams.at(-1)!.next('ready');
    await settle();
    expect(streams.filter((s) => s.ended())).toHaveLength(0);

    // The eleventh and twelfth from this address close the first mother's two oldest.
    for (let i = 0; i < 2; i++) {
      streams.push(await openStream(mothers[3]!, address));
      await streams.at(-1)!.next('ready');
    }
    await expect.poll(() => streams.map((s) => s.ended()).filter(Boolean).length).toBe(2);
    expect(streams.slice(0, 2).map((s) => s.events.map((e) => e.name))).toEqual([
      ['ready', 'replaced'],
      ['ready', 'replaced'],
    ]);

    // Another address is not touched by this one's cap.
    const elsewhere = await openStream(mothers[0]!, '198.51.100.21');
    await elsewhere.next('ready');
    await settle();
    expect(streams.map((s) => s.ended()).filter(Boolean)).toHaveLength(2);
  });

  it('stays responsive while one account attempts 4,000 streams, and holds no more than its cap', async () => {
    const bia = await mother();
    const writer = await mother();
    const timeWrite = async () => {
      const started = performance.now();
      expect((await writer.post('/api/community/posts', { content: 'Bom dia, mães!' })).status).toBe(201);
      return performance.now() - started;
    };
    const before = await timeWrite();

    const streams: LiveStream[] = [];
    for (let batch = 0; batch < 40; batch++) {
      streams.push(...(await Promise.all(Array.from({ length: 100 }, () => openStream(bia, '198.51.100.30')))));
    }
    await expect
      .poll(() => streams.filter((s) => !s.ended()).length, { timeout: 15_000 })
      .toBe(LIVE_STREAM_CAPS.perSession);

    const after = await timeWrite();
    const open = streams.filter((s) => !s.ended());
    for (const stream of open) await stream.next('change');
    expect(after, `a write took ${after.toFixed(0)} ms after the streams, ${before.toFixed(0)} ms before`).toBeLessThan(
      Math.max(500, before * 5),
    );
  }, 120_000);
});
