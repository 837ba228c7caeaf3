export type ModerationKind = 'post' | 'comment';

export interface RecentWriting {
  content: string;
  createdAt: Date;
}

export interface ModerationInput {
  kind: ModerationKind;
  content: string;
  /** The author's own posts (for kind post) or comments (for kind comment) of the last 24 hours, newest first. */
  recent: RecentWriting[];
  /** Defaults to the current time; tests pass a fixed one. */
  now?: Date;
}

export interface ModerationResult {
  approved: boolean;
  /** pt-BR text shown to the author when refused; null when approved. */
  reason: string | null;
}

/** Decides whether a post or comment may be published. Throws when it cannot decide (callers fail closed). */
export interface Moderator {
  moderate(input: ModerationInput): Promise<ModerationResult>;
}

export const OFFENSIVE_REASON = 'Seu texto tem palavras ofensivas. Reescreva com respeito, por favor.';
export const SELLING_REASON = 'Anúncios, vendas e troca de contatos não são permitidos na comunidade.';
export const LINK_REASON = 'Links para sites externos não são permitidos. Compartilhe apenas fontes oficiais de saúde.';
export const REPEATED_REASON = 'Você já publicou este mesmo texto há pouco. Evite repetir mensagens.';
export const FLOOD_REASON = 'Você está publicando muito rápido. Aguarde alguns minutos e tente de novo.';
