import { z } from 'zod';
import { BABY_ROLES } from './baby-role';

/** A link is valid this long, and used once. */
export const INVITATION_DAYS = 7;

/** Invitations a person may create in an hour: enough for a whole family, not for spam. */
export const INVITATIONS_PER_HOUR = 20;

/**
 * Invitation e-mails a person may send in a day, whatever invitations they carry: a family is
 * invited in a few, a mail relay needs thousands.
 */
export const INVITATION_EMAILS_PER_DAY = 20;

/** The same words for every invitation e-mail: nothing a person typed reaches a subject line. */
export const INVITATION_EMAIL_SUBJECT = 'Lumma — você recebeu um convite';

export const InvitationInputSchema = z.object({
  babyId: z.uuid('Bebê não encontrado'),
  role: z.enum(BABY_ROLES, 'Escolha o papel da pessoa'),
});

/** "Enviar por e-mail", where the server has SMTP: the link just made (its token) to an address. */
export const InvitationEmailSchema = z.object({
  token: z.string().min(1, 'Convite não encontrado'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'E-mail inválido')
    .max(255, 'E-mail muito longo')
    .pipe(z.email('E-mail inválido')),
});
export type InvitationInput = z.infer<typeof InvitationInputSchema>;

export const MemberRoleInputSchema = z.object({ role: z.enum(BABY_ROLES, 'Escolha o papel da pessoa') });

/** The message a mother sends with the link (WhatsApp, e-mail, or pasted anywhere). */
export function invitationText(inviterName: string, babyName: string, link: string): string {
  return `${inviterName} convidou você para acompanhar ${babyName} no Lumma, o manual do seu bebê. Para aceitar, abra o link (válido por ${INVITATION_DAYS} dias): ${link}`;
}

export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The path of an invitation in the app; the token is the part after it. */
export const invitationPath = (token: string) => `/convite/${token}`;
