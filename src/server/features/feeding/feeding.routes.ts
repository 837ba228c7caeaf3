import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { deleteTip, getFeedingContent, listTips } from './feeding.service';

export function createFeedingRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/content', async (c) => {
      // The same for everyone and changed only by a release: browsers may keep it a while.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await getFeedingContent(db));
    })
    .get('/tips', requireUser(auth), async (c) => {
      const { tips, olderNotShown } = await listTips(db, c.get('user').id);
      return c.json({
        tips: tips.map((t) => ({
          id: t.id,
          content: t.tipContent,
          category: t.tipCategory,
          createdAt: t.createdAt.toISOString(),
        })),
        ...(olderNotShown && { olderNotShown: true as const }),
      });
    })
    .delete('/tips/:id', requireUser(auth), async (c) => {
      await deleteTip(db, c.get('user').id, c.req.param('id'));
      return c.json({ ok: true as const });
    });
}
