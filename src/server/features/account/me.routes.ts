import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { getActiveBaby } from '../babies/babies.service';
import { getOrCreateProfile } from '../profile/profile.service';
import { isAdmin } from '../roles/roles.service';

export function createMeRoutes({ database, auth, logger }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>().get('/', requireUser(auth), async (c) => {
    const user = c.get('user');
    const [profile, baby, admin] = await Promise.all([
      getOrCreateProfile(db, user),
      getActiveBaby(db, user.id),
      isAdmin(db, user.id, logger),
    ]);
    return c.json({
      user: { id: user.id, email: user.email },
      profile: {
        fullName: profile.fullName,
        email: profile.email,
        phone: profile.phone,
        birthDate: profile.birthDate,
        avatarUrl: profile.avatarUrl,
      },
      baby: baby && {
        id: baby.id,
        name: baby.name,
        birthDate: baby.birthDate,
        gender: baby.gender,
        photoUrl: baby.photoUrl,
      },
      isAdmin: admin,
    });
  });
}
