import { formatAge } from '../age';
import { localClockOf } from '../agenda/local-days';
import { NUDGE_AFTER_HOURS, type NudgeKind } from './reminder-kinds';

/** What a notification shows, and where a tap on it goes. Nothing more travels in a push. */
export interface ReminderMessage {
  title: string;
  body: string;
  url: string;
}

const doseText = (dose: { vaccineName: string; doseLabel: string }) => `${dose.vaccineName} (${dose.doseLabel})`;

/** One reminder for the doses of one day (at 2 months there are four), not one each. */
export function vaccineDueMessage(
  baby: string,
  doses: { vaccineName: string; doseLabel: string }[],
  second: boolean,
): ReminderMessage {
  const list = doses.map(doseText).join(', ');
  const one = doses.length === 1;
  return second
    ? {
        title: one ? `Ainda falta: ${list}` : `Ainda faltam ${doses.length} vacinas de ${baby}`,
        body: `${one ? 'Esta dose ainda não foi registrada' : `Ainda não registradas: ${list}`}. Se já foi aplicada, marque na carteirinha.`,
        url: '/vacinas',
      }
    : {
        title: one ? `Vacina: ${list}` : `Dia de vacina: ${doses.length} doses`,
        body: `${baby} chegou à idade de ${list}. Leve a Caderneta ao posto de saúde.`,
        url: '/vacinas',
      };
}

export function fluSeasonMessage(baby: string, seasonLabel: string): ReminderMessage {
  return {
    title: `Vacina da gripe — ${seasonLabel}`,
    body: `${baby} pode tomar a dose deste ano da vacina da gripe no posto de saúde.`,
    url: '/vacinas',
  };
}

/** `when` is the appointment's day and time on her clock: "26/11 às 14:30". */
export function consultationMessage(
  baby: string,
  consultation: { id: string; title: string; place: string | null },
  when: string,
): ReminderMessage {
  return {
    title: `Consulta: ${consultation.title}`,
    body: `${baby}, ${when}${consultation.place ? ` — ${consultation.place}` : ''}.`,
    url: `/agenda?consulta=${consultation.id}`,
  };
}

export function measurementsMessage(baby: string, consultationTitle: string): ReminderMessage {
  return {
    title: 'Anote as medidas da consulta',
    body: `Registre o peso e a altura de ${baby} medidos em "${consultationTitle}".`,
    url: '/crescimento',
  };
}

export function medicineDoseMessage(baby: string, medicine: string, dose: string | null): ReminderMessage {
  return {
    title: `Hora do remédio: ${medicine}`,
    body: `${dose ? `${dose} para ${baby}` : `Dose de ${baby}`}. Toque em "Dei agora" quando der.`,
    url: '/lembretes',
  };
}

export function milestonesMessage(baby: string, ageMonths: number): ReminderMessage {
  return {
    title: `${baby} fez ${formatAge(ageMonths)}`,
    body: 'Veja os marcos desta idade e marque o que já aparece.',
    url: '/desenvolvimento',
  };
}

/** At 18 and 24 months: the Caderneta's autism screening, to ask for at the visit. */
export function autismScreeningMessage(baby: string, ageMonths: number): ReminderMessage {
  return {
    title: `${baby} fez ${formatAge(ageMonths)}: peça a triagem do autismo`,
    body: 'A Caderneta da Criança tem o questionário M-CHAT-R/F, que o pediatra ou a UBS aplica aos 18 e aos 24 meses. Leve a Caderneta e peça na consulta.',
    url: '/desenvolvimento',
  };
}

const NUDGE_WORDS: Record<NudgeKind, string> = {
  feeding: 'nenhuma mamada registrada',
  sleep: 'nenhum sono registrado',
  diaper: 'nenhuma troca de fralda registrada',
};

export function nudgeMessage(kind: NudgeKind, baby: string): ReminderMessage {
  const words = NUDGE_WORDS[kind];
  return {
    title: `${baby}: ${words} há ${NUDGE_AFTER_HOURS[kind]} horas`,
    body: 'Se já aconteceu, registre na agenda para manter o dia em ordem.',
    url: '/agenda',
  };
}

/** "Helena: a janela da próxima soneca abre às 14:10", 15 min before it. */
export function sleepWindowMessage(
  baby: string,
  window: { kind: 'nap' | 'bedtime'; start: Date; end: Date },
  timeZone: string,
): ReminderMessage {
  const what = window.kind === 'bedtime' ? 'a hora de dormir à noite' : 'a janela da próxima soneca';
  return {
    title: `${baby}: ${what} abre às ${localClockOf(window.start, timeZone)}`,
    body: `Sugestão pelo registro do sono: entre ${localClockOf(window.start, timeZone)} e ${localClockOf(window.end, timeZone)}.`,
    url: '/sono',
  };
}

/** Food starts at 6 months of corrected age (Ministério da Saúde); before that, milk only. */
const FOOD_FROM_MONTHS = 6;

/** The weekly tip: milk only before 6 months of corrected age, then what the baby may eat. */
export function tipMessage(baby: string, ageMonths: number, correctedMonths: number): ReminderMessage {
  if (correctedMonths < FOOD_FROM_MONTHS) {
    return {
      title: 'Dica da semana',
      body: `Até os 6 meses, ${baby} precisa só de leite: aleitamento materno exclusivo, ou a fórmula indicada pelo pediatra. Nada de água, chás ou outros alimentos.`,
      url: '/guia-alimentacao',
    };
  }
  return {
    title: 'Dica da semana',
    body: `O que ${baby} pode comer com ${formatAge(ageMonths)}: veja o guia de alimentação.`,
    url: '/guia-alimentacao',
  };
}
