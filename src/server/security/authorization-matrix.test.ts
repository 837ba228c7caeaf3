import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../db/schema';
import { dataDigest } from '../test/data-digest';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { PNG_1PX } from '../test/images';
import { type Callers, call, type Fixtures, ROUTES, refusedCall, setUpFixtures } from '../test/route-table';
import { okJson } from '../test/typed-client';

/**
 * Every route of the API × {visitor, mother A, mother B, admin}: who may call it, and that a
 * refused call changes nothing. The route table must name every route the app has, so a new
 * route cannot ship without saying who may use it.
 */

let ctx: TestContext;
let callers: Callers;
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ callers, fixtures } = await setUpFixtures(ctx));
});
afterAll(() => ctx.close());

/** The status of a refused call, and that every user-data table is exactly as before it. */
const refused = (client: TestClient, key: string) => refusedCall(ctx.db, client, key, fixtures);

describe('authorization matrix', () => {
  it('names every route the app has, and no route it does not have', () => {
    const actual = new Set(ctx.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect(
      [...actual].filter((route) => !(route in ROUTES)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((route) => !actual.has(route)),
      'matrix rows for routes that do not exist',
    ).toEqual([]);
  });

  it('has a fingerprint that sees a change', async () => {
    const before = await dataDigest(ctx.db);
    await okJson(
      callers.motherA.api.babies[':id'].allergies.$post({
        param: { id: fixtures.a.babyId },
        json: { value: 'Amendoim' },
      }),
    );
    expect(await dataDigest(ctx.db)).not.toEqual(before);
  });

  const protectedRoutes = Object.entries(ROUTES).filter(([, spec]) => spec.access !== 'public');
  it.each(protectedRoutes.map(([key]) => [key]))('%s refuses a visitor with 401 and changes nothing', async (key) => {
    expect(await refused(callers.visitor, key)).toBe(401);
  });

  const adminRoutes = Object.entries(ROUTES).filter(([, spec]) => spec.access === 'admin');
  it.each(adminRoutes.map(([key]) => [key]))('%s refuses a mother with 403 and changes nothing', async (key) => {
    expect(await refused(callers.motherA, key)).toBe(403);
  });

  const ownedRoutes = Object.entries(ROUTES).filter(([, spec]) => spec.otherMother);
  it.each(ownedRoutes.map(([key]) => [key]))(
    '%s answers another mother 404 for what is not hers and changes nothing',
    async (key) => {
      expect(await refused(callers.motherB, key)).toBe(ROUTES[key]!.otherMother);
    },
  );

  it('refuses a second first-admin without changing anything', async () => {
    expect(await refused(callers.visitor, 'POST /api/admin/bootstrap')).toBe(409);
  });

  const readable = Object.entries(ROUTES).filter(([, spec]) => spec.readable);
  it.each(readable.map(([key]) => [key]))(
    '%s answers its rightful caller 200, with the security headers',
    async (key) => {
      const spec = ROUTES[key]!;
      const caller =
        spec.access === 'admin' ? callers.admin : spec.access === 'user' ? callers.motherA : callers.visitor;
      const response = await call(caller, key, fixtures);
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // A mother's data is never kept by a shared cache.
      if (spec.access !== 'public') expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  // A page on another site that makes a signed-in mother's browser send the request.
  const mutating = Object.entries(ROUTES).filter(([key]) => !key.startsWith('GET '));
  it.each(mutating.map(([key]) => [key]))(
    '%s refuses a cross-site request with 403 and changes nothing',
    async (key) => {
      const [method] = key.split(' ');
      const spec = ROUTES[key]!;
      const caller = spec.access === 'admin' ? callers.admin : callers.motherA;
      const before = await dataDigest(ctx.db);
      const body = spec.body?.(fixtures);
      const response = await caller.request(method!, spec.path(fixtures), body, { origin: 'https://golpe.example' });
      expect(response.status).toBe(403);
      expect(await dataDigest(ctx.db)).toEqual(before);
    },
  );
});

/**
 * Every kind of file under /media × {visitor, owner, another mother, admin}. A refusal is the same
 * 404 as a name that does not exist, so nobody learns that a file is there.
 */
describe('media authorization matrix', () => {
  type Who = 'visitor' | 'owner' | 'otherMother' | 'admin';
  const clientOf = (who: Who) =>
    ({ visitor: callers.visitor, owner: callers.motherA, otherMother: callers.motherB, admin: callers.admin })[who];
  const urls: Record<string, string> = {};

  const api = () => callers.motherA.api;
  /** A multipart upload of the photo in the `file` field, as the browser sends it (no schema types the form). */
  const photoForm = () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), 'foto.png');
    return { init: { body: form } };
  };
  const communityFile = async () => (await okJson(api().community.media.$post(undefined, photoForm()))).media;
  const postWith = async (media: { url: string; type: 'image' | 'video' }) =>
    (await okJson(api().community.posts.$post({ json: { content: 'Foto do passeio', media: [media] } }))).post.id;

  beforeAll(async () => {
    urls.avatar = (await okJson(api().profile.avatar.$post(undefined, photoForm()))).profile.avatarUrl!;
    urls.chatBackground = (await okJson(api().profile['chat-background'].$post(undefined, photoForm()))).profile
      .chatBackgroundUrl!;
    urls.babyPhoto = (await okJson(api().babies[':id'].photo.$post({ param: { id: fixtures.a.babyId } }, photoForm())))
      .baby.photoUrl!;
    const visible = await communityFile();
    await postWith(visible);
    urls.visiblePost = visible.url;
    urls.unattached = (await communityFile()).url;
    const hidden = await communityFile();
    await ctx.db
      .update(communityPosts)
      .set({ isModerated: true })
      .where(eq(communityPosts.id, await postWith(hidden)));
    urls.hiddenPost = hidden.url;
    const deleted = await communityFile();
    const deletedId = await postWith(deleted);
    await okJson(api().community.posts[':id'].$delete({ param: { id: deletedId } }));
    urls.deletedPost = deleted.url;
  });

  const MATRIX: [file: string, expected: Record<Who, 200 | 404>][] = [
    ['avatar', { visitor: 404, owner: 200, otherMother: 200, admin: 200 }],
    ['babyPhoto', { visitor: 404, owner: 200, otherMother: 404, admin: 404 }],
    ['chatBackground', { visitor: 404, owner: 200, otherMother: 404, admin: 404 }],
    ['visiblePost', { visitor: 404, owner: 200, otherMother: 200, admin: 200 }],
    ['unattached', { visitor: 404, owner: 200, otherMother: 404, admin: 404 }],
    ['hiddenPost', { visitor: 404, owner: 200, otherMother: 404, admin: 404 }],
    ['deletedPost', { visitor: 404, owner: 404, otherMother: 404, admin: 404 }],
  ];
  const cases = MATRIX.flatMap(([file, expected]) =>
    (Object.keys(expected) as Who[]).map((who) => [file, who, expected[who]] as const),
  );

  it.each(cases)('%s file, asked by %s: %i', async (file, who, status) => {
    const response = await clientOf(who).get(urls[file]!);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    if (status === 200) {
      expect(body).toEqual(PNG_1PX);
      expect(response.headers.get('content-type')).toBe('image/png');
      // Never kept by a shared cache, and asked for again each time it is shown.
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    } else {
      expect(JSON.parse(new TextDecoder().decode(body))).toEqual({
        error: { code: 'not_found', message: 'Arquivo não encontrado.' },
      });
    }
  });

  it('is reached by the session cookie a page’s <img> sends: same origin, on every path', async () => {
    const signUp = await ctx.client().signUp();
    const cookie = signUp.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; HttpOnly/i);
  });

  it('answers a repeated request with 304 only to who may see the file', async () => {
    const first = await callers.motherA.get(urls.babyPhoto!);
    const etag = first.headers.get('etag')!;
    await first.body?.cancel();
    const again = await callers.motherA.request('GET', urls.babyPhoto!, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const other = await callers.motherB.request('GET', urls.babyPhoto!, undefined, { 'if-none-match': etag });
    expect(other.status).toBe(404);
    await other.body?.cancel();
  });

  it('gives old-style addresses (owner id + upload time) and storage keys a 404, even to the owner', async () => {
    const owner = callers.motherA;
    const name = urls.babyPhoto!.slice('/media/'.length);
    expect(name).not.toContain(fixtures.a.id);
    expect(name).not.toMatch(/\d{13}/);
    // The file's real place in storage is not an address.
    expect((await owner.get(`/media/${fixtures.a.id}/${name}`)).status).toBe(404);
    // A file stored the old way, and the scan that found one before: the owner's id and times around now.
    await ctx.storage.put(`${fixtures.a.id}/baby-1700000000000.png`, PNG_1PX, 'image/png');
    expect((await owner.get(`/media/${fixtures.a.id}/baby-1700000000000.png`)).status).toBe(404);
    const now = Date.now();
    for (let t = now - 2000; t <= now; t += 50) {
      for (const guess of [
        `${fixtures.a.id}/baby-${t}.png`,
        `${fixtures.a.id}/avatar-${t}.png`,
        `${fixtures.a.id}/${t}-0.png`,
      ]) {
        const response = await callers.motherB.get(`/media/${guess}`);
        expect(response.status, guess).toBe(404);
        await response.body?.cancel();
      }
    }
    // New names carry 128 random bits: a guess of the same shape finds nothing.
    expect((await owner.get('/media/AAAAAAAAAAAAAAAAAAAAAA.png')).status).toBe(404);
    expect((await owner.get('/media/../package.json')).status).toBe(404);
  });
});
