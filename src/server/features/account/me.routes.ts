import { Hono } from 'hono';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../http/types';
import { getActiveBaby } from '../babies/babies.service';
import { findProfileWithActiveBaby, getOrCreateProfile } from '../profile/profile.service';

export function createMeRoutes({ database, auth }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>().get('/', requireUser(auth), async (c) => {
    const user = c.get('user');
    // One query; a mother left without a profile gets one made, as everywhere else.
    const { profile, baby } = (await findProfileWithActiveBaby(db, user.id)) ?? {
      profile: await getOrCreateProfile(db, user),
      baby: await getActiveBaby(db, user.id),
    };
    return c.json({
      user: { id: user.id, email: user.email },
      profile: {
        fullName: profile.fullName,
        email: profile.email,
        phone: profile.phone,
        birthDate: profile.birthDate,
        avatarUrl: profile.avatarUrl,
        // The app sends the phone's zone only when it is not this one.
        timeZone: profile.timeZone,
      },
      baby: baby && {
        id: baby.id,
        name: baby.name,
        birthDate: baby.birthDate,
        gender: baby.gender,
        photoUrl: baby.photoUrl,
      },
      isAdmin: c.get('isAdmin'),
    });
  });
}
