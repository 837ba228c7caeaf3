/** How long "Compartilhar com o pediatra" keeps a link open, unless revoked before. */
export const REPORT_LINK_DAYS = 7;

/** What a link shares is days already lived: its period ends on the day it is made, at the latest. */
export const REPORT_LINK_FUTURE_MESSAGE = 'O link só pode mostrar dias até hoje. Escolha uma data final que já chegou.';

/** Whether a link made `today` (on the sharer's clock) may show a period ending `to`. */
export const linkPeriodEndsInTime = (to: string, today: string) => to <= today;

/** A shared report's token as it sits in the link: 128 bits in base64url. */
export const isReportToken = (token: string) => /^[A-Za-z0-9_-]{22}$/.test(token);

/** The page a link that cannot show the report answers with, in the words a doctor reads. */
export const CLOSED_LINK_PAGES = {
  expired: { status: 410, title: 'Este link expirou', text: 'Peça à família um link novo pelo Lumma.' },
  revoked: { status: 410, title: 'Este link foi revogado', text: 'A família encerrou o acesso a este relatório.' },
  missing: { status: 404, title: 'Link não encontrado', text: 'Confira se o endereço foi copiado inteiro.' },
  limited: { status: 429, title: 'Muitas tentativas', text: 'Espere alguns minutos e tente de novo.' },
  busy: { status: 429, title: 'Este link foi aberto muitas vezes', text: 'Espere alguns minutos e tente de novo.' },
} as const;
export type ClosedLink = keyof typeof CLOSED_LINK_PAGES;
