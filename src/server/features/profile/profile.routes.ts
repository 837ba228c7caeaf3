import { Hono } from 'hono';
import { z } from 'zod';
import { latestUserToday } from '../../../domain/dates';
import { motherInputSchema, NotificationPreferencesSchema } from '../../../domain/profile/profile.schema';
import { requireUser } from '../../auth/require-user';
import { AppError } from '../../http/app-error';
import { photoBodyLimit, readPhotoUpload } from '../../http/photo-upload';
import type { AppDeps, AppEnv } from '../../http/types';
import { validateJson } from '../../http/validate';
import {
  getNotificationPreferences,
  getOrCreateProfile,
  saveNotificationPreferences,
  setProfilePhoto,
  toProfileJson,
  updateProfile,
} from './profile.service';

const MotherBody = motherInputSchema('9999-12-31')
  .extend({ email: z.string().optional() })
  .superRefine((value, ctx) => {
    if (value.birthDate && value.birthDate > latestUserToday()) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'A data de nascimento não pode ser no futuro' });
    }
  });

export function createProfileRoutes({ database, auth, storage, logger }: AppDeps) {
  const { db } = database;
  const media = { db, storage, logger };
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json({ profile: toProfileJson(await getOrCreateProfile(db, c.get('user'))) }))
    .put('/', validateJson(MotherBody), async (c) => {
      const user = c.get('user');
      const { email, ...input } = c.req.valid('json');
      if (email !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('email_read_only');
      }
      return c.json({ profile: toProfileJson(await updateProfile(db, user, input)) });
    })
    .post('/avatar', photoBodyLimit(), async (c) => {
      const photo = await readPhotoUpload(c);
      return c.json({ profile: toProfileJson(await setProfilePhoto(media, c.get('user'), 'avatar', photo)) });
    })
    .post('/chat-background', photoBodyLimit(), async (c) => {
      const photo = await readPhotoUpload(c);
      return c.json({ profile: toProfileJson(await setProfilePhoto(media, c.get('user'), 'chat-bg', photo)) });
    })
    .delete('/chat-background', async (c) =>
      c.json({ profile: toProfileJson(await setProfilePhoto(media, c.get('user'), 'chat-bg', null)) }),
    )
    .get('/notifications', async (c) => c.json({ preferences: await getNotificationPreferences(db, c.get('user').id) }))
    .put('/notifications', validateJson(NotificationPreferencesSchema), async (c) => {
      const preferences = await saveNotificationPreferences(db, c.get('user').id, c.req.valid('json'));
      return c.json({ preferences });
    });
}
