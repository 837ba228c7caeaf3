import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { Logger } from '../log';
import type { Mailer } from './mailer';

/**
 * Without SMTP the message is kept in `outgoing_mail` and its links are logged, so a self-hoster
 * with no mail server can still hand a mother her password-reset link.
 */
export function createStoredMailer(db: Db, logger: Logger): Mailer {
  return {
    async send(message) {
      await db.insert(outgoingMail).values(message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info('mail stored (SMTP_URL not set)', { to: message.to, subject: message.subject, links });
    },
  };
}

/** Drops the mail kept for an address (her account is being deleted), in the caller's transaction. */
export async function forgetMailTo(tx: Pick<Db, 'delete'>, address: string) {
  await tx.delete(outgoingMail).where(eq(outgoingMail.to, address));
}
