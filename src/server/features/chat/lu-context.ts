import { ageInMonths, ageText, toCalendarDate } from '../../../domain/age';
import { formatDuration, timeAgo } from '../../../domain/agenda/durations';
import { labelOfFeeding } from '../../../domain/agenda/event-details';
import { labelOfType } from '../../../domain/agenda/event-types';
import { formatDate } from '../../../domain/format';
import { ageInDays, correctedAgeDays, gestationalAgeDays, monthsOfDays } from '../../../domain/growth/growth-age';
import { DEFAULT_TIME_ZONE } from '../../../domain/reminders/reminder-settings.schema';
import { sleepFacts } from '../../../domain/sleep/sleep-facts';
import { pendingDoses } from '../../../domain/vaccines/vaccine-card';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../http/types';
import type { LuContext } from '../../platform/ai/ai';
import { getAgendaDay } from '../agenda/agenda.service';
import { getAgendaGlance } from '../agenda/glance.service';
import { getSleepPage } from '../agenda/sleep.service';
import { findOwnBabyOrActive } from '../babies/babies.service';
import { findProfile } from '../profile/profile.service';
import { currentCalendar, listVaccineRecords } from '../vaccines/vaccines.service';
import type { CardFinding } from './card-search';
import type { AnswerCard } from './cards/answer-card';
import { latestGrowthFacts, milestonesMarkedNotYet } from './lu-growth-facts';

/** Names and times are only given when there are 2 or fewer, as the spec says. */
const FEW = 2;

/** "HH:mm" on the mother's clock: the time since her local midnight, which the browser sent. */
function localTime(at: Date, localMidnight: Date): string {
  const minutes = Math.floor((at.getTime() - localMidnight.getTime()) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export async function buildLuContext(db: Db, user: SessionUser, day: { start: Date; end: Date }): Promise<LuContext> {
  const today = toCalendarDate(new Date());
  // The active baby and her events of the mother's day, as the agenda shows them.
  const [profile, baby, { events }, glance] = await Promise.all([
    findProfile(db, user.id),
    findOwnBabyOrActive(db, user.id, undefined),
    getAgendaDay(db, user.id, day),
    getAgendaGlance(db, user.id, day),
  ]);
  const mother = {
    name: profile?.fullName ?? user.name,
    ageYears: profile?.birthDate ? Math.floor(ageInMonths(profile.birthDate, today) / 12) : null,
  };
  if (!baby || !glance.baby)
    return {
      mother,
      baby: null,
      pendingVaccines: { count: 0, names: null },
      todayEvents: { count: 0, items: null },
      care: { lastFeeding: null, sleepTodaySeconds: 0, lastMedicine: null },
      growth: null,
      milestonesNotYet: [],
      sleep: null,
    };

  const months = ageInMonths(baby.birthDate, today);
  const timeZone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  const [{ doses }, records, growth, milestonesNotYet, sleepPage] = await Promise.all([
    currentCalendar(db),
    listVaccineRecords(db, baby.id),
    latestGrowthFacts(db, baby),
    milestonesMarkedNotYet(db, baby.id),
    getSleepPage(db, user.id, { timeZone, babyId: baby.id, days: 7 }),
  ]);
  const pending = pendingDoses(doses, records, baby.birthDate, today);
  return {
    mother,
    baby: {
      name: baby.name,
      ageMonths: months,
      correctedAgeMonths: monthsOfDays(
        correctedAgeDays(
          ageInDays(baby.birthDate, today),
          gestationalAgeDays(baby.gestationalWeeks, baby.gestationalDays),
        ).days,
      ),
      ageText: ageText(baby.birthDate, today),
      gender: baby.gender,
      weight: baby.weight,
      height: baby.height,
      allergies: baby.allergies,
      conditions: baby.healthConditions,
    },
    pendingVaccines: {
      count: pending.length,
      names: pending.length <= FEW ? pending.map((d) => `${d.vaccineName} (${d.doseLabel})`) : null,
    },
    todayEvents: {
      count: events.length,
      items:
        events.length <= FEW
          ? events.map((e) => ({
              time: localTime(new Date(e.occurredAt), day.start),
              title: e.title ?? labelOfType(e.type),
            }))
          : null,
    },
    care: careFacts(glance),
    growth,
    milestonesNotYet,
    sleep: 'days' in sleepPage ? sleepFacts(sleepPage, sleepPage.baby, new Date(), timeZone) : null,
  };
}

/** What the care log says now: the last feeding and how, today's sleep, the last medicine given. */
function careFacts({
  lastFeeding,
  lastMedicine,
  today,
}: Extract<Awaited<ReturnType<typeof getAgendaGlance>>, { today: unknown }>) {
  const now = new Date();
  const ago = (at: string) => timeAgo(new Date(at), now);
  const bottle = lastFeeding?.bottleMl ? `mamadeira, ${lastFeeding.bottleMl} ml` : null;
  return {
    lastFeeding: lastFeeding && {
      ago: ago(lastFeeding.occurredAt),
      how: bottle ?? (lastFeeding.feeding ? labelOfFeeding(lastFeeding.feeding).toLowerCase() : null),
    },
    sleepTodaySeconds: today.sleepSeconds,
    lastMedicine: lastMedicine && {
      ago: ago(lastMedicine.occurredAt),
      name: lastMedicine.medicine,
      dose: lastMedicine.dose,
    },
  };
}

/** "Última mamada: há 2 h (peito direito). Sono hoje: 3 h 20 min. Último remédio: Paracetamol, 5 gotas, há 4 h." */
function careLine({ lastFeeding, sleepTodaySeconds, lastMedicine }: LuContext['care']): string {
  const feeding = lastFeeding
    ? `${lastFeeding.ago}${lastFeeding.how ? ` (${lastFeeding.how})` : ''}`
    : 'nenhuma registrada';
  const medicine = lastMedicine
    ? `${[lastMedicine.name ?? 'remédio', lastMedicine.dose].filter(Boolean).join(', ')}, ${lastMedicine.ago}`
    : 'nenhum registrado';
  const sleep = sleepTodaySeconds > 0 ? formatDuration(sleepTodaySeconds) : 'nada registrado';
  return `Última mamada: ${feeding}. Sono hoje: ${sleep}. Último remédio: ${medicine}.`;
}

/** "Última medida (12/11/2026): peso 6,4 kg, no percentil 62. Marcos ainda não alcançados: …" */
function growthLine({ growth, milestonesNotYet }: LuContext): string {
  const measured = growth
    ? `Última medida (${formatDate(growth.measuredOn)}): ${growth.values.join('; ')}.`
    : 'Nenhuma medida de crescimento registrada.';
  const marks = milestonesNotYet.length
    ? ` Marcos do desenvolvimento marcados como "Ainda não": ${milestonesNotYet.join('; ')}.`
    : '';
  return measured + marks;
}

/** The cards sent as grounding: at most 3. */
const GROUNDING_CARDS = 3;

/** "Ficha 1 — Cólicas: como aliviar (0 a 4 meses do bebê)", its parts, and its source. */
function cardForModel(card: AnswerCard, n: number): string {
  const whose = card.about === 'mae' ? 'meses desde o parto' : 'meses de idade corrigida do bebê';
  return [
    `Ficha ${n} — ${card.title} (${card.ages.from} a ${card.ages.to} ${whose})`,
    `Resposta: ${card.answer}`,
    `O que observar: ${card.watch}`,
    `Quando procurar atendimento: ${card.seekCare}`,
    `Fonte: ${card.source}`,
  ].join('\n');
}

/** Lu's answer cards for this question, which the model keeps to and names the source of. */
function groundingLines(cards: CardFinding): string[] {
  // The best card first, then a second question's, then the next closest.
  const ordered = [
    ...new Set([...cards.closest.slice(0, 1), ...(cards.second ? [cards.second.card] : []), ...cards.closest]),
  ].slice(0, GROUNDING_CARDS);
  if (ordered.length === 0)
    return [
      'Nenhuma ficha do Lumma responde a esta pergunta: diga que é melhor perguntar ao pediatra ou à UBS, sem inventar.',
    ];
  return [
    'Fichas do Lumma para esta pergunta, escritas a partir das fontes oficiais. Responda com base nelas e não vá além do que dizem; use só as que respondem à pergunta e termine com a fonte usada ("Fonte: …"). Se nenhuma responder, diga que é melhor perguntar ao pediatra ou à UBS, sem inventar.',
    ...ordered.map((card, i) => cardForModel(card, i + 1)),
  ];
}

/**
 * The system prompt for a real model: who Lu is, the safety rules, the answer cards found for the
 * question, and what she knows of this family.
 */
export function luSystemPrompt(context: LuContext, cards: CardFinding): string {
  const lines = [
    'Você é a Lu, a assistente virtual do app Lumma para mães brasileiras, com conhecimentos de nutrição, pediatria e psicologia, acolhedora e prática. Você não é nutricionista, médica nem psicóloga e nunca diz que é: não substitui o pediatra, a UBS nem outro profissional. Responda em português do Brasil, em poucas frases claras.',
    'Regras de segurança, sempre. O app já abre a sua resposta com a linha do 192 (SAMU) ou do CVV 188 quando percebe uma emergência; se mesmo assim você perceber um destes sinais, comece mandando ligar 192 no viva-voz: engasgo; bebê que não respira, respira com esforço ou pausas, ou está com lábios ou pele roxos; desacordado, molinho ou que não acorda; convulsão; afogamento, mesmo que pareça bem depois; engoliu produto de limpeza, remédio, pilha de botão ou ímã; queda seguida de vômito, sonolência ou inchaço; febre (a partir de 37,5 °C) em bebê com menos de 3 meses; febre com manchas roxas que não somem ao apertar; moleira estufada; sinais de desidratação (nenhuma fralda molhada em 6 a 8 horas, olhos fundos, choro sem lágrimas); queimadura maior que a palma da mão do bebê; reação alérgica grave; e, na mãe, sangramento forte depois do parto, dor no peito, falta de ar ou dor de cabeça forte com alteração na visão. Se a mãe falar em morrer, sumir, se machucar ou fazer mal ao bebê, comece com o CVV 188 e o SAMU 192, com acolhimento.',
    'Nunca indique remédios nem doses de remédios: isso é do pediatra. Primeiros socorros: com o celular na mão, ligar 192 no viva-voz e seguir o atendente; compressões no peito do bebê engasgado com a base de uma mão; na reanimação, base de uma mão ou os dois polegares; nunca com dois dedos.',
    'Alimentação: siga o Guia Alimentar para Crianças Brasileiras Menores de 2 Anos (Ministério da Saúde, 2019): só leite materno até 6 meses; sem açúcar e sem mel antes dos 2 anos (24 meses; antes de 1 ano o mel também traz risco de botulismo); leite de vaca como bebida a partir de 12 meses (SBP), e para o bebê que não mama no peito o Guia admite o leite de vaca integral a partir de 9 meses; antes disso, a fórmula infantil que o pediatra prescrever, nunca fórmula caseira nem leite de vaca diluído.',
    'Termine lembrando de confirmar com o pediatra ou a UBS quando for um assunto de saúde.',
    ...groundingLines(cards),
    `Mãe: ${context.mother.name}${context.mother.ageYears !== null ? `, ${context.mother.ageYears} anos` : ''}.`,
  ];
  const baby = context.baby;
  if (!baby) {
    lines.push('Bebê: ainda não cadastrado.');
  } else {
    lines.push(
      `Bebê: ${baby.name}, ${baby.ageText} (${baby.ageMonths} meses${baby.correctedAgeMonths !== baby.ageMonths ? `; prematuro, idade corrigida ${baby.correctedAgeMonths} meses` : ''}), sexo ${baby.gender === 'M' ? 'masculino' : baby.gender === 'F' ? 'feminino' : 'não informado'}, peso ${baby.weight ?? 'não informado'} kg, altura ${baby.height ?? 'não informada'} cm.`,
      `Alergias: ${baby.allergies.length ? baby.allergies.join(', ') : 'nenhuma registrada'}. Condições de saúde: ${baby.conditions.length ? baby.conditions.join(', ') : 'nenhuma registrada'}.`,
      `Vacinas pendentes: ${context.pendingVaccines.count}${context.pendingVaccines.names ? ` (${context.pendingVaccines.names.join(', ')})` : ''}.`,
      `Registros de hoje na agenda: ${context.todayEvents.count}${
        context.todayEvents.items
          ? ` (${context.todayEvents.items.map((e) => `${e.title} às ${e.time}`).join(', ')})`
          : ''
      }.`,
      careLine(context.care),
      growthLine(context),
    );
    if (context.sleep)
      lines.push(
        `Sono, pelo registro do app (janela sugerida a partir do padrão dela; faixas comuns de tempo acordado não têm consenso científico): ${context.sleep.next}. ${context.sleep.lastDays}`,
      );
    if (context.ownLog)
      lines.push(
        `A pergunta desta mensagem é sobre o registro do próprio bebê. O que o registro do app responde (use estes dados e horários, sem inventar outros): ${context.ownLog}`,
      );
  }
  return lines.join('\n');
}
