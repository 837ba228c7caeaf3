import { type ErrorArgs, errorMessage } from '../../../domain/errors';
import type { Urgency } from '../../../domain/safety/urgency';
import type { SleepFacts } from '../../../domain/sleep/sleep-facts';
import type { CardFinding } from '../../features/chat/card-search';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What Lu knows of this mother, built on the server from the database, never from the client. */
export interface LuContext {
  mother: { name: string; ageYears: number | null };
  baby: {
    name: string;
    ageMonths: number;
    /** The age her answer cards are chosen by: corrected for a baby born before 37 weeks, until 2 years. */
    correctedAgeMonths: number;
    ageText: string;
    gender: string | null;
    weight: number | null;
    height: number | null;
    allergies: string[];
    conditions: string[];
  } | null;
  pendingVaccines: { count: number; names: string[] | null };
  todayEvents: { count: number; items: { time: string; title: string }[] | null };
  /** From the care log: "há 2 h 10 min", the side or the bottle, today's sleep, the last medicine. */
  care: {
    lastFeeding: { ago: string; how: string | null } | null;
    sleepTodaySeconds: number;
    lastMedicine: { ago: string; name: string | null; dose: string | null } | null;
  };
  /** "Peso 6,4 kg, no percentil 62" per value of the latest measurement, and its day. */
  growth: { measuredOn: string; values: string[] } | null;
  /** The milestones marked "Ainda não", in the Caderneta's words as the app writes them. */
  milestonesNotYet: string[];
  /** Her next sleep's window and the last 7 days of sleep, as the card and `/sono` say them. */
  sleep: SleepFacts | null;
  /** The answer her own records give to this question ("Hoje Nina fez 3 mamadas: …"), when it asks for them. */
  ownLog?: string | null;
}

export interface ChatRequest {
  /** System prompt, the last messages and the new one, in order. */
  messages: ChatMessage[];
  context: LuContext;
  question: string;
  /** Lu's answer cards for the question: the offline answer, and the model's grounding (decision 050). */
  cards: CardFinding;
  /** What the safety net heard; its line is sent before the reply, whatever answers. */
  urgency: Urgency | null;
  signal: AbortSignal;
}

/** A model's reading of one message: does it tell of an emergency now, of a mother in crisis? */
export interface SafetyOpinion {
  emergency: boolean;
  crisis: boolean;
}

/** A source of Lu's answers: the configured model, or the offline answerer. */
export interface ChatModel {
  readonly kind: 'remote' | 'offline';
  reply(request: ChatRequest): AsyncIterable<string>;
  /**
   * A second opinion on the safety net's reading, within a strict time; null when there is none
   * in time. It never throws: the offline reading stands alone whatever the provider does.
   */
  judgeSafety?(message: string, signal: AbortSignal): Promise<SafetyOpinion | null>;
}

/** The provider's failures, by their entries in the error catalogue (src/domain/errors.ts). */
export type AiErrorKey =
  | 'ai_credits'
  | 'ai_rate_limited'
  | 'ai_timeout'
  | 'ai_unreachable'
  | 'ai_failed'
  | 'ai_interrupted';

export class AiError extends Error {
  readonly args: ErrorArgs<AiErrorKey>;

  constructor(...args: ErrorArgs<AiErrorKey>) {
    super(errorMessage(...args));
    this.args = args;
  }
}
