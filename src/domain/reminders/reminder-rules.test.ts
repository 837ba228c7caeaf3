import { describe, expect, it } from 'vitest';
import { ConsultationInputSchema, minutesBefore } from './consultation.schema';
import { doseCount, doseTimes, MedicineScheduleInputSchema, SCHEDULE_MESSAGES } from './medicine-schedule.schema';
import { deviceName, isAllowedPushEndpoint, PushSubscriptionInputSchema } from './push-subscription.schema';
import { PREFERENCE_OF, REMINDER_KINDS, USEFUL_FOR_MS } from './reminder-kinds';
import { ReminderSettingsSchema, TimeZoneSchema } from './reminder-settings.schema';
import { consultationMessage, nudgeMessage, tipMessage, vaccineDueMessage } from './reminder-texts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('kinds', () => {
  it('answer each to one of the eight switches', () => {
    expect(new Set(REMINDER_KINDS.map((k) => PREFERENCE_OF[k]))).toEqual(
      new Set(['vaccines', 'appointments', 'medication', 'growth', 'feeding', 'sleep', 'diaper', 'tips']),
    );
    expect(USEFUL_FOR_MS.medicine).toBeLessThan(3 * 3_600_000);
  });
});

describe('medicine schedules', () => {
  const valid = { eventId: '00000000-0000-4000-8000-000000000001', everyHours: 8, days: 5 };

  it('refuses every 0 hours and 400 days', () => {
    expect(firstMessage(MedicineScheduleInputSchema.safeParse({ ...valid, everyHours: 0 }))).toBe(
      SCHEDULE_MESSAGES.everyHours,
    );
    expect(firstMessage(MedicineScheduleInputSchema.safeParse({ ...valid, days: 400 }))).toBe(SCHEDULE_MESSAGES.days);
    expect(MedicineScheduleInputSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses more than 120 doses in one schedule, in words under "Por (dias)"', () => {
    const hourlyForTwoMonths = MedicineScheduleInputSchema.safeParse({ ...valid, everyHours: 1, days: 60 });
    expect(hourlyForTwoMonths.error?.issues).toMatchObject([{ path: ['days'], message: SCHEDULE_MESSAGES.doses }]);
    expect(SCHEDULE_MESSAGES.doses).toBe('No máximo 120 doses por repetição: aumente o intervalo ou diminua os dias');
    expect(MedicineScheduleInputSchema.safeParse({ ...valid, everyHours: 6, days: 30 }).success).toBe(true);
    expect(MedicineScheduleInputSchema.safeParse({ ...valid, everyHours: 6, days: 31 }).success).toBe(false);
    expect(doseCount(6, 30)).toBe(doseTimes(new Date('2026-11-25T08:00:00Z'), 6, 30).length);
  });

  it('times the doses after the first, to the last day', () => {
    const times = doseTimes(new Date('2026-11-25T08:00:00Z'), 8, 1);
    expect(times.map((t) => t.toISOString())).toEqual([
      '2026-11-25T16:00:00.000Z',
      '2026-11-26T00:00:00.000Z',
      '2026-11-26T08:00:00.000Z',
    ]);
    expect(doseTimes(new Date('2026-11-25T08:00:00Z'), 8, 5)).toHaveLength(15);
  });
});

describe('consultations', () => {
  it('needs a name, a time with its offset and when to remind', () => {
    const parsed = ConsultationInputSchema.safeParse({
      title: ' ',
      startsAt: '2026-11-26T14:30:00-03:00',
      remind: 'day-before',
    });
    expect(firstMessage(parsed)).toBe('Informe o nome da consulta');
    expect(
      ConsultationInputSchema.parse({
        title: 'Pediatra',
        startsAt: '2026-11-26T14:30:00-03:00',
        remind: 'two-hours',
        place: '',
      }),
    ).toMatchObject({ place: null, notes: null });
    expect(minutesBefore('day-before')).toBe(1440);
  });
});

describe('push subscriptions', () => {
  it('allows the browsers’ push services over https, and only the origins an install adds', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QG')).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(isAllowedPushEndpoint('https://evil.example/fcm.googleapis.com')).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1/x')).toBe(false);
    expect(isAllowedPushEndpoint('http://localhost:8090/notify/1', ['http://localhost:8090'])).toBe(true);
    expect(isAllowedPushEndpoint('not a url')).toBe(false);
  });

  it('posts only to port 443 of a push service', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/abc')).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:25/fcm/send/abc')).toBe(false);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com:8443/wpush/v2/x')).toBe(false);
    expect(isAllowedPushEndpoint('https://web.push.apple.com:6379/QG')).toBe(false);
    expect(isAllowedPushEndpoint('https://user:secret@fcm.googleapis.com/fcm/send/abc')).toBe(false);
  });

  it('checks the keys’ shape', () => {
    const parsed = PushSubscriptionInputSchema.safeParse({
      endpoint: 'https://fcm.googleapis.com/x',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(firstMessage(parsed)).toBe('Chaves de notificação inválidas');
  });

  it('names a device from its browser', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toBe(
      'Chrome no Android',
    );
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605 Safari/604.1')).toBe(
      'Safari no iPhone',
    );
  });
});

describe('settings', () => {
  it('takes clock times and a known zone', () => {
    expect(
      ReminderSettingsSchema.safeParse({ quietStart: '22:00', quietEnd: '07:00', dailyTime: '9:00' }).success,
    ).toBe(false);
    expect(TimeZoneSchema.safeParse({ timeZone: 'America/Manaus' }).success).toBe(true);
    expect(firstMessage(TimeZoneSchema.safeParse({ timeZone: 'Mars/Olympus' }))).toBe('Fuso horário inválido');
  });
});

describe('texts', () => {
  it('say what and for whom, and where a tap goes', () => {
    const penta = { vaccineName: 'Pentavalente', doseLabel: '1ª dose' };
    const vip = { vaccineName: 'VIP', doseLabel: '1ª dose' };
    expect(vaccineDueMessage('Davi', [penta], false)).toEqual({
      title: 'Vacina: Pentavalente (1ª dose)',
      body: 'Davi chegou à idade de Pentavalente (1ª dose). Leve a Caderneta ao posto de saúde.',
      url: '/vacinas',
    });
    expect(vaccineDueMessage('Davi', [penta, vip], true)).toMatchObject({
      title: 'Ainda faltam 2 vacinas de Davi',
      body: 'Ainda não registradas: Pentavalente (1ª dose), VIP (1ª dose). Se já foi aplicada, marque na carteirinha.',
    });
    expect(
      consultationMessage('Davi', { id: 'c1', title: 'Pediatra', place: 'UBS Centro' }, 'amanhã, 26/11 às 14:30').body,
    ).toBe('Davi, amanhã, 26/11 às 14:30 — UBS Centro.');
    expect(nudgeMessage('feeding', 'Davi').title).toBe('Davi: nenhuma mamada registrada há 4 horas');
  });
});

describe('weekly tip', () => {
  it('before 6 months of corrected age speaks of exclusive breastfeeding, not food', () => {
    for (const months of [0, 1, 5]) {
      const { body } = tipMessage('Helena', months, months);
      expect(body).toContain('aleitamento materno exclusivo');
      expect(body).toContain('fórmula');
      expect(body).not.toContain('pode comer');
    }
  });

  it('a preterm baby 7 months old but 5 months corrected still gets the milk tip', () => {
    expect(tipMessage('Helena', 7, 5).body).toContain('aleitamento materno exclusivo');
  });

  it('from 6 months of corrected age says what the baby may eat', () => {
    expect(tipMessage('Helena', 6, 6).body).toBe('O que Helena pode comer com 6 meses: veja o guia de alimentação.');
  });
});
