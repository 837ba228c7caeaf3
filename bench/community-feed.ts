import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../src/server/test/harness';
import { serveOnLoopback } from './loopback-http';

// The seeded database of the feed's budget: "the feed page with 1,000,000 likes and 100,000
// comments in the database costs at most 1.5x the same page on an empty one".
const POSTS = 100_000;
const LIKES_PER_POST = 10; // 1,000,000 likes
const COMMENTS_PER_POST = 1; // 100,000 comments
const USERS = 1_000;
// The small database has the same page with the same shape: 20 posts, 10 likes and a comment each.
const SMALL_USERS = 20;
const SMALL_POSTS = 20;
// Likes are (post, user) pairs that must be distinct: post n is liked by users n + k·STRIDE (mod
// USERS), k < LIKES_PER_POST, all distinct because STRIDE·k never wraps onto itself for k < 10.
const STRIDE = 97;

const started = performance.now();
const progress = (message: string) =>
  process.stderr.write(`  feed bench ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s: ${message}\n`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};

export interface Latency {
  median: number;
  p95: number;
}

/** `count` mothers bench-user-<first>…, each with her profile, as sign-up would leave them. */
async function seedUsers(ctx: TestContext, first: number, count: number) {
  await ctx.db.execute(sql`
    insert into users (id, name, email, email_verified)
    select 'bench-user-' || n, 'Mãe ' || n, 'mae' || n || '@bench.lumma.test', true
    from generate_series(${first}::int, ${first + count - 1}::int) n`);
  await ctx.db.execute(sql`
    insert into profiles (id, full_name, email)
    select 'bench-user-' || n, 'Mãe ' || n, 'mae' || n || '@bench.lumma.test'
    from generate_series(${first}::int, ${first + count - 1}::int) n`);
}

/**
 * Posts number `first`… (post n is n minutes older than `newest`), written by the first `users`
 * mothers, each liked by LIKES_PER_POST of them and with COMMENTS_PER_POST comments.
 */
async function seedPosts(ctx: TestContext, first: number, count: number, users: number, newest: Date) {
  const last = first + count - 1;
  await ctx.db.execute(sql`
    insert into community_posts (user_id, content, category, created_at)
    select 'bench-user-' || (n % ${users}::int),
      'Post de teste número ' || n || ': como vocês fazem para o bebê dormir a noite toda? Aqui em casa ainda acorda duas vezes.',
      (array['Experiências','Dúvida','Receitas','Alimentação','Sono','Desenvolvimento','Saúde'])[1 + n % 7],
      ${newest.toISOString()}::timestamptz - n * interval '1 minute'
    from generate_series(${first}::int, ${last}::int) n`);
  // Post n is found again by its time; likes go in post order, as they would be in index order.
  const numbered = sql`
    select p.id, round(extract(epoch from (${newest.toISOString()}::timestamptz - p.created_at)) / 60)::int as n
    from community_posts p
    where p.created_at between ${newest.toISOString()}::timestamptz - ${last}::int * interval '1 minute'
      and ${newest.toISOString()}::timestamptz - ${first}::int * interval '1 minute'`;
  progress(`${count.toLocaleString('en')} posts in; adding ${(count * LIKES_PER_POST).toLocaleString('en')} likes`);
  await ctx.db.execute(sql`
    insert into community_likes (post_id, user_id, created_at)
    select p.id, 'bench-user-' || ((p.n + k * ${STRIDE}::int) % ${users}::int), now()
    from (${numbered}) p, generate_series(0, ${LIKES_PER_POST - 1}::int) k
    order by p.id`);
  progress(`likes in; adding ${(count * COMMENTS_PER_POST).toLocaleString('en')} comments`);
  await ctx.db.execute(sql`
    insert into community_comments (post_id, user_id, content, created_at)
    select p.id, 'bench-user-' || ((p.n + 1 + k) % ${users}::int), 'Aqui também! Tente um banho morno antes de dormir.', now()
    from (${numbered}) p, generate_series(0, ${COMMENTS_PER_POST - 1}::int) k`);
}

/** The viewer likes and favourites a few of the newest posts, so "by me" is true somewhere. */
async function viewerActivity(ctx: TestContext, viewerId: string) {
  await ctx.db.execute(sql`
    insert into community_likes (post_id, user_id)
    select id, ${viewerId} from community_posts order by created_at desc limit 5`);
  await ctx.db.execute(sql`
    insert into community_favorites (user_id, post_id)
    select ${viewerId}, id from community_posts order by created_at desc limit 3`);
}

async function vacuumAnalyze(ctx: TestContext) {
  // A long-running database has been vacuumed and analysed: counts can be index-only scans.
  for (const table of [
    'users',
    'profiles',
    'community_posts',
    'community_likes',
    'community_comments',
    'community_favorites',
  ]) {
    await ctx.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/** Median and p95 of `rounds` sequential requests for one feed page, after `warmup` unmeasured ones. */
async function timePage(url: string, cookie: string, warmup: number, rounds: number): Promise<Latency> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, origin: 'http://lumma.test' } });
    const body = (await response.json()) as { items?: unknown[] };
    const elapsed = performance.now() - started;
    if (response.status !== 200 || body.items?.length !== 20)
      throw new Error(`feed page ${url}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    return elapsed;
  };
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(await once());
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * `GET /api/community/posts` (the first page, 20 posts) over HTTP on the embedded database: with
 * only that page's 20 posts in it, then with 100,000 posts, 1,000,000 likes and 100,000 comments
 * behind it; and a page 50 pages deep on the large one.
 */
export async function measureCommunityFeed(warmup = 50, rounds = 300) {
  const ctx = await createTestContext();
  const { base, close } = await serveOnLoopback(ctx);
  try {
    const client = ctx.client();
    await client.signUp();
    const cookie = client.cookieHeader();
    const me = (await (await client.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const newest = new Date();

    // The small database: the first page and nothing else.
    await seedUsers(ctx, 0, SMALL_USERS);
    await seedPosts(ctx, 0, SMALL_POSTS, SMALL_USERS, newest);
    await viewerActivity(ctx, me.user.id);
    await vacuumAnalyze(ctx);
    const small = await timePage(`${base}/api/community/posts`, cookie, warmup, rounds);

    // The large one: the same first page, with the rest of the tables older than it.
    progress(
      `seeding ${POSTS.toLocaleString('en')} posts, ${(POSTS * LIKES_PER_POST).toLocaleString('en')} likes, ${(POSTS * COMMENTS_PER_POST).toLocaleString('en')} comments`,
    );
    const seedStarted = performance.now();
    await seedUsers(ctx, SMALL_USERS, USERS - SMALL_USERS);
    await seedPosts(ctx, SMALL_POSTS, POSTS - SMALL_POSTS, USERS, newest);
    progress('vacuum analyze');
    await vacuumAnalyze(ctx);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    progress(`seeded in ${seedSeconds.toFixed(1)} s`);
    const counts = (
      await ctx.db.execute<{ posts: number; likes: number; comments: number }>(sql`
        select (select count(*) from community_posts)::int as posts, (select count(*) from community_likes)::int as likes,
          (select count(*) from community_comments)::int as comments`)
    ).rows[0]!;
    progress(`database: ${counts.posts} posts, ${counts.likes} likes, ${counts.comments} comments`);

    const large = await timePage(`${base}/api/community/posts`, cookie, warmup, rounds);

    // Page 51: follow the cursor 50 pages in, as a mother scrolling would.
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const response: Response = await fetch(`${base}/api/community/posts${cursor ? `?cursor=${cursor}` : ''}`, {
        headers: { cookie, origin: 'http://lumma.test' },
      });
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
      if (!cursor) throw new Error(`feed ended after ${page + 1} pages`);
    }
    const deep = await timePage(`${base}/api/community/posts?cursor=${cursor}`, cookie, warmup, rounds);

    return { small, large, deep, ratio: large.median / small.median, seedSeconds, counts };
  } finally {
    close();
    await ctx.close();
  }
}
