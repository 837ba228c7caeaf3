import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { DataExporter } from '../account/account.service';
import { getNotificationPreferences } from './profile.service';

export const profileExporter: DataExporter = {
  name: 'profile',
  async collect(db, userId) {
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    return profile ?? null;
  },
};

export const notificationPreferencesExporter: DataExporter = {
  name: 'notificationPreferences',
  collect: (db, userId) => getNotificationPreferences(db, userId),
};
