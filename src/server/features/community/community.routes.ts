import { Hono } from 'hono';
import {
  CommentInputSchema,
  ModerationCheckSchema,
  PostInputSchema,
  ReportInputSchema,
} from '../../../domain/community/community';
import { FeedPageQuerySchema } from '../../../domain/community/page-query.schema';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { clientAddress } from '../../http/client-ip';
import { liveStream } from '../../http/live-stream';
import { isUuid } from '../../http/request-values';
import { createStreamRegistry, LIVE_STREAM_CAPS } from '../../http/stream-caps';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson, validateQuery } from '../../http/validate';
import { isAdmin } from '../roles/roles.service';
import {
  addComment,
  COMMUNITY_CHANNEL,
  type CommunityDeps,
  createPost,
  deleteComment,
  deletePost,
  isBlocked,
  moderate,
  reportPost,
  setFavorite,
  setLike,
} from './community.service';
import { mediaBodyLimit, storeMediaUpload } from './community-media';
import { decodeCursor, findPostView, listComments, listFavorites, listFeed } from './community-queries';

const pageQuery = validateQuery(FeedPageQuerySchema);

export function createCommunityRoutes(deps: AppDeps) {
  const { database, auth, logger, realtime } = deps;
  const { db } = database;
  const community: CommunityDeps = { db, moderator: deps.moderator, realtime, storage: deps.storage, logger };
  const signedIn = requireUser(auth);
  const liveStreams = createStreamRegistry(LIVE_STREAM_CAPS);
  const viewer = async (userId: string) => ({ id: userId, isAdmin: await isAdmin(db, userId, logger) });
  const postId = (id: string) => {
    if (!isUuid(id)) throw new AppError('post_not_found');
    return id;
  };

  return new Hono<AppEnv>()
    .get('/status', signedIn, async (c) => {
      const user = await viewer(c.get('user').id);
      return c.json({ blocked: await isBlocked(db, user.id), isAdmin: user.isAdmin });
    })
    .get('/posts', signedIn, pageQuery, async (c) =>
      c.json(await listFeed(db, c.get('user').id, decodeCursor(c.req.valid('query').cursor))),
    )
    .get('/favorites', signedIn, pageQuery, async (c) =>
      c.json(await listFavorites(db, c.get('user').id, decodeCursor(c.req.valid('query').cursor))),
    )
    .get('/posts/:id', signedIn, async (c) => {
      const post = await findPostView(db, c.get('user').id, postId(c.req.param('id')));
      if (!post) throw new AppError('post_not_found');
      return c.json({ post });
    })
    .post('/moderation', requireUser(auth, 'login_to_post'), validateJson(ModerationCheckSchema), async (c) => {
      const { kind, content } = c.req.valid('json');
      await moderate(community, c.get('user').id, kind, content);
      return c.json({ approved: true });
    })
    .post('/media', requireUser(auth, 'login_to_post'), mediaBodyLimit(), async (c) => {
      const userId = c.get('user').id;
      if (await isBlocked(db, userId)) throw new AppError('blocked');
      return c.json({ media: await storeMediaUpload(c, community, userId) }, 201);
    })
    .post('/posts', requireUser(auth, 'login_to_post'), validateJson(PostInputSchema), async (c) =>
      c.json(await createPost(community, c.get('user').id, c.req.valid('json')), 201),
    )
    .delete('/posts/:id', requireUser(auth, 'login_to_post'), async (c) => {
      await deletePost(community, await viewer(c.get('user').id), postId(c.req.param('id')));
      return c.json({ ok: true });
    })
    .put('/posts/:id/like', requireUser(auth, 'login_to_like'), async (c) =>
      c.json({ post: await setLike(community, c.get('user').id, postId(c.req.param('id')), true) }),
    )
    .delete('/posts/:id/like', requireUser(auth, 'login_to_like'), async (c) =>
      c.json({ post: await setLike(community, c.get('user').id, postId(c.req.param('id')), false) }),
    )
    .put('/posts/:id/favorite', requireUser(auth, 'login_to_favorite'), async (c) =>
      c.json({ post: await setFavorite(community, c.get('user').id, postId(c.req.param('id')), true) }),
    )
    .delete('/posts/:id/favorite', requireUser(auth, 'login_to_favorite'), async (c) =>
      c.json({ post: await setFavorite(community, c.get('user').id, postId(c.req.param('id')), false) }),
    )
    .get('/posts/:id/comments', signedIn, pageQuery, async (c) => {
      const post = await findPostView(db, c.get('user').id, postId(c.req.param('id')));
      if (!post) throw new AppError('post_not_found');
      return c.json(await listComments(db, post.id, decodeCursor(c.req.valid('query').cursor)));
    })
    .post('/posts/:id/comments', requireUser(auth, 'login_to_comment'), validateJson(CommentInputSchema), async (c) =>
      c.json(
        await addComment(community, c.get('user').id, postId(c.req.param('id')), c.req.valid('json').content),
        201,
      ),
    )
    .delete('/comments/:id', requireUser(auth, 'login_to_comment'), async (c) => {
      await deleteComment(community, await viewer(c.get('user').id), c.req.param('id'));
      return c.json({ ok: true });
    })
    .post('/posts/:id/reports', signedIn, validateJson(ReportInputSchema), async (c) => {
      await reportPost(db, c.get('user').id, postId(c.req.param('id')), c.req.valid('json'));
      return c.json({ ok: true }, 201);
    })
    .get('/events', signedIn, (c) =>
      liveStream(c, {
        realtime,
        streams: liveStreams,
        session: c.get('sessionId'),
        address: clientAddress(c, deps.config.TRUST_PROXY),
        channel: COMMUNITY_CHANNEL,
      }),
    );
}
