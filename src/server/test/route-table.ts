import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { MILESTONE_BANDS } from '../../domain/development/milestones';
import type { BabyRole } from '../../domain/family/baby-role';
import { CONSENT_TEXT_VERSION } from '../../domain/health-units/health-unit';
import { addDays } from '../../domain/reminders/zoned-time';
import { reminders, userRoles } from '../db/schema';
import { dataDigest } from './data-digest';
import { agendaEvent, registeredBaby, signedUpMother } from './factories';
import type { TestClient, TestContext } from './harness';
import { PNG_1PX } from './images';
import { okJson, type TypedClient } from './typed-client';

type MeasurementBody = Parameters<TypedClient['growth']['measurements']['$post']>[0]['json'];

/**
 * Every route of the API, with who may call it and a valid request for it, for the security
 * suites. A new route must be added here, or the authorization matrix fails.
 */

export interface Fixtures {
  a: {
    id: string;
    babyId: string;
    eventId: string;
    recordId: string;
    tipId: string;
    postId: string;
    commentId: string;
    /** An invitation to A's baby nobody has used, and its token. */
    invitationId: string;
    invitationToken: string;
    /** The Cuidador(a) of A's baby. */
    caregiverId: string;
    /** The feeding timer running for A's baby. */
    timerId: string;
    /** A measurement of A's baby, written by A. */
    measurementId: string;
    /** An appointment of A's baby, scheduled by A. */
    consultationId: string;
    /** A Remédio event of A's baby, and its running schedule with A's first dose reminder. */
    medicineEventId: string;
    scheduleId: string;
    reminderId: string;
    /** A's phone, registered for push. */
    deviceId: string;
    /** A link to a report of A's baby, shared by A. */
    reportLinkId: string;
    /** A personal access token of A's ("Acesso por aplicativos"). */
    accessTokenId: string;
    /** A Huckleberry file A imported to her baby. */
    importId: string;
    /** A health unit (made by the admin), its code, its nurse, and A's consent that it follows her baby. */
    unitId: string;
    unitCode: string;
    unitNurseId: string;
    consentId: string;
    /** A staff invitation to the unit, for an address that is nobody's here. */
    unitInvitationToken: string;
  };
  b: { id: string };
}

/**
 * What a route does to a baby, for the family matrix: `read` and `log` are for every member of
 * the family, `entry` removes an entry its writer or a Responsável may remove (A's, in the
 * fixtures), `manage` is a Responsável's alone. Anyone outside the family gets 404.
 */
export type BabyAccess = 'read' | 'log' | 'entry' | 'manage';

export interface RouteSpec {
  access: 'public' | 'user' | 'admin';
  path: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** What mother B gets for mother A's resource; unset where the resource is not A's alone. */
  otherMother?: 404;
  /** A GET that its rightful caller (A, or the admin for admin routes) reads with 200. */
  readable?: true;
  /** Accepted, it would end mother A's account or session: only refusals are sent. */
  destructive?: true;
  /** A route about one of A's babies (see `BabyAccess`). */
  baby?: BabyAccess;
  /** A list read a page at a time: its query parameter and how a row's time and id become one. */
  cursor?: { param: string; encode: (at: string, id: string) => string };
}

/** The community's pages: `time|id` in base64url, the time to the microsecond. */
const communityCursor = {
  param: 'cursor',
  encode: (at: string, id: string) =>
    Buffer.from(`${at.replace(/\.(\d{3})Z$/, '.$1000Z')}|${id}`).toString('base64url'),
};

const today = new Date().toISOString().slice(0, 10);
export const photo = () => {
  const form = new FormData();
  form.append('file', new Blob([PNG_1PX as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'foto.png');
  return form;
};
const baby = { name: 'Bebê', birthDate: '2026-01-10' };
export const huckleberryFile = () => {
  const form = new FormData();
  const csv =
    'Type,Start,End,Duration,Start Condition,Start Location,End Condition,Notes\nDiaper,2026-02-10 08:00,,,,,Pee,\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'huckleberry.csv');
  return form;
};
/** Whether a route's body is a multipart upload rather than JSON. */
export const isUploadBody = (body: RouteSpec['body']) => body === photo || body === huckleberryFile;
const FIRST_MILESTONE = MILESTONE_BANDS[0]!.milestones[0]!.id;
/** Keys of the shape a browser gives; nothing is ever pushed with them. */
const PUSH_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const event = (babyId?: string) => ({
  type: 'mamada',
  occurredAt: new Date().toISOString(),
  date: today,
  time: '08:00',
  ...(babyId ? { babyId } : {}),
});

export const ROUTES: Record<string, RouteSpec> = {
  'GET /api/health': { access: 'public', path: () => '/api/health', readable: true },
  'GET /api/plans': { access: 'public', path: () => '/api/plans', readable: true },
  'GET /api/feeding/content': { access: 'public', path: () => '/api/feeding/content', readable: true },
  // Every file needs a session, but a refusal is a 404 like an unknown name: the matrix's media block checks who sees what.
  'GET /media/:name': { access: 'public', path: () => '/media/AAAAAAAAAAAAAAAAAAAAAA.jpg' },
  'POST /api/admin/bootstrap': {
    access: 'public',
    path: () => '/api/admin/bootstrap',
    body: () => ({ email: 'intrusa@example.com', password: 'segredo1', fullName: 'Intrusa' }),
  },

  'GET /api/openapi.json': { access: 'public', path: () => '/api/openapi.json', readable: true },
  'GET /api/docs': { access: 'public', path: () => '/api/docs', readable: true },

  'GET /api/me': { access: 'user', path: () => '/api/me', readable: true },
  'GET /api/access-tokens': { access: 'user', path: () => '/api/access-tokens', readable: true },
  'POST /api/access-tokens': {
    access: 'user',
    path: () => '/api/access-tokens',
    body: () => ({ name: 'Atalho', scope: 'escrita', expiresInDays: 30 }),
  },
  'DELETE /api/access-tokens/:id': {
    access: 'user',
    path: (f) => `/api/access-tokens/${f.a.accessTokenId}`,
    otherMother: 404,
  },
  'GET /api/imports': { access: 'user', path: () => '/api/imports', readable: true },
  'POST /api/imports/huckleberry': { access: 'user', path: () => '/api/imports/huckleberry', body: huckleberryFile },
  // A private address: refused before any connection, so the matrix never reaches the network.
  'POST /api/imports/babybuddy': {
    access: 'user',
    path: () => '/api/imports/babybuddy',
    body: () => ({ address: 'https://10.0.0.7', apiKey: 'chave' }),
  },
  'GET /api/imports/:id': {
    access: 'user',
    path: (f) => `/api/imports/${f.a.importId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'POST /api/imports/:id/confirm': {
    access: 'user',
    path: (f) => `/api/imports/${f.a.importId}/confirm`,
    body: (f) => ({ babyId: f.a.babyId, beforeBirth: true }),
    otherMother: 404,
    baby: 'log',
  },
  'DELETE /api/imports/:id': {
    access: 'user',
    path: (f) => `/api/imports/${f.a.importId}`,
    otherMother: 404,
    baby: 'entry',
  },
  'GET /api/profile': { access: 'user', path: () => '/api/profile', readable: true },
  'PUT /api/profile': {
    access: 'user',
    path: () => '/api/profile',
    body: () => ({ fullName: 'Outro Nome', birthDate: '1990-05-10' }),
  },
  'POST /api/profile/avatar': { access: 'user', path: () => '/api/profile/avatar', body: photo },
  'POST /api/profile/chat-background': { access: 'user', path: () => '/api/profile/chat-background', body: photo },
  'DELETE /api/profile/chat-background': { access: 'user', path: () => '/api/profile/chat-background' },
  'GET /api/profile/notifications': { access: 'user', path: () => '/api/profile/notifications', readable: true },
  'PUT /api/profile/notifications': {
    access: 'user',
    path: () => '/api/profile/notifications',
    body: () => ({
      vaccines: false,
      appointments: false,
      feeding: true,
      sleep: true,
      diaper: true,
      medication: false,
      growth: false,
      tips: true,
    }),
  },
  'GET /api/account/export': { access: 'user', path: () => '/api/account/export', readable: true },
  'DELETE /api/account': {
    access: 'user',
    path: () => '/api/account',
    body: () => ({ confirmation: 'EXCLUIR' }),
    destructive: true,
  },

  'GET /api/babies': { access: 'user', path: () => '/api/babies', readable: true },
  'POST /api/babies': { access: 'user', path: () => '/api/babies', body: () => baby },
  'GET /api/babies/:id': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'PUT /api/babies/:id': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}`,
    body: () => ({ ...baby, name: 'Trocado' }),
    otherMother: 404,
    baby: 'manage',
  },
  'POST /api/babies/:id/photo': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}/photo`,
    body: photo,
    otherMother: 404,
    baby: 'manage',
  },
  'POST /api/babies/:id/allergies': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}/allergies`,
    body: () => ({ value: 'Ovo' }),
    otherMother: 404,
    baby: 'log',
  },
  'DELETE /api/babies/:id/allergies': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}/allergies`,
    body: () => ({ value: 'Leite' }),
    otherMother: 404,
    baby: 'manage',
  },
  'POST /api/babies/:id/health-conditions': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}/health-conditions`,
    body: () => ({ value: 'Asma' }),
    otherMother: 404,
    baby: 'log',
  },
  'DELETE /api/babies/:id/health-conditions': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}/health-conditions`,
    body: () => ({ value: 'Refluxo' }),
    otherMother: 404,
    baby: 'manage',
  },

  'GET /api/agenda/day': {
    access: 'user',
    path: (f) => `/api/agenda/day?start=${today}T00:00:00.000Z&end=${today}T23:59:59.999Z&babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  // A stream: only refusals are checked, a signed-in call would stay open.
  'GET /api/agenda/live': { access: 'user', path: () => '/api/agenda/live' },
  'POST /api/agenda/events': {
    access: 'user',
    path: () => '/api/agenda/events',
    body: (f) => event(f.a.babyId),
    otherMother: 404,
    baby: 'log',
  },
  'PATCH /api/agenda/events/:id': {
    access: 'user',
    path: (f) => `/api/agenda/events/${f.a.eventId}`,
    body: () => ({ ...event(), type: 'fralda', diaper: 'xixi' }),
    otherMother: 404,
    baby: 'entry',
  },
  'GET /api/agenda/summary': {
    access: 'user',
    path: (f) => `/api/agenda/summary?days=7&tz=America%2FSao_Paulo&babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'GET /api/agenda/export': {
    access: 'user',
    path: (f) => `/api/agenda/export?tz=America%2FSao_Paulo&babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'GET /api/agenda/glance': {
    access: 'user',
    path: (f) => `/api/agenda/glance?start=${today}T00:00:00.000Z&end=${today}T23:59:59.999Z&babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'GET /api/agenda/sleep/forecast': {
    access: 'user',
    path: (f) => `/api/agenda/sleep/forecast?tz=America%2FSao_Paulo&babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'GET /api/agenda/sleep': {
    access: 'user',
    path: (f) => `/api/agenda/sleep?days=7&tz=America%2FSao_Paulo&babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  // A's baby already has a feeding timer running: her valid call is answered 409, as the Cuidador(a)'s.
  'POST /api/agenda/timers': {
    access: 'user',
    path: () => '/api/agenda/timers',
    body: (f) => ({
      id: '7d3f2a4e-5b6c-4d7e-8f90-a1b2c3d4e5f6',
      babyId: f.a.babyId,
      kind: 'mamada',
      startedAt: new Date().toISOString(),
      side: 'direito',
    }),
    otherMother: 404,
    baby: 'log',
  },
  'PUT /api/agenda/timers/:id': {
    access: 'user',
    path: (f) => `/api/agenda/timers/${f.a.timerId}`,
    body: () => ({ side: 'direito', sideSince: new Date().toISOString(), leftSeconds: 0, rightSeconds: 0 }),
    otherMother: 404,
    baby: 'log',
  },
  'DELETE /api/agenda/timers/:id': {
    access: 'user',
    path: (f) => `/api/agenda/timers/${f.a.timerId}`,
    otherMother: 404,
    baby: 'log',
  },
  'DELETE /api/agenda/events/:id': {
    access: 'user',
    path: (f) => `/api/agenda/events/${f.a.eventId}`,
    otherMother: 404,
    baby: 'entry',
  },

  // The WHO lines are public data: no session needed.
  'GET /api/growth/curves': { access: 'public', path: () => '/api/growth/curves?sex=F', readable: true },
  'GET /api/growth': {
    access: 'user',
    path: (f) => `/api/growth?babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'GET /api/growth/export': {
    access: 'user',
    path: (f) => `/api/growth/export?babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'POST /api/growth/measurements': {
    access: 'user',
    path: () => '/api/growth/measurements',
    body: (f) => ({ babyId: f.a.babyId, measuredOn: '2026-03-01', weightKg: 5.2 }),
    otherMother: 404,
    baby: 'log',
  },
  'PUT /api/growth/measurements/:id': {
    access: 'user',
    path: (f) => `/api/growth/measurements/${f.a.measurementId}`,
    body: () => ({ measuredOn: '2026-03-01', weightKg: 5.3 }),
    otherMother: 404,
    baby: 'entry',
  },
  'DELETE /api/growth/measurements/:id': {
    access: 'user',
    path: (f) => `/api/growth/measurements/${f.a.measurementId}`,
    otherMother: 404,
    baby: 'entry',
  },
  'GET /api/development': {
    access: 'user',
    path: (f) => `/api/development?babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'PUT /api/development/marks/:milestoneId': {
    access: 'user',
    path: () => `/api/development/marks/${FIRST_MILESTONE}`,
    body: (f) => ({ babyId: f.a.babyId, mark: 'sim', markedOn: today }),
    otherMother: 404,
    baby: 'log',
  },

  'GET /api/reports/pdf': {
    access: 'user',
    path: (f) => `/api/reports/pdf?babyId=${f.a.babyId}&from=2026-01-10&to=2026-01-31&tz=America%2FSao_Paulo`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'POST /api/reports/links': {
    access: 'user',
    path: () => '/api/reports/links',
    body: (f) => ({ babyId: f.a.babyId, from: '2026-01-10', to: '2026-01-31', tz: 'America/Sao_Paulo' }),
    otherMother: 404,
    baby: 'log',
  },
  'GET /api/reports/links': {
    access: 'user',
    path: (f) => `/api/reports/links?babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'DELETE /api/reports/links/:id': {
    access: 'user',
    path: (f) => `/api/reports/links/${f.a.reportLinkId}`,
    otherMother: 404,
    baby: 'entry',
  },
  // The link is the credential: anyone may try one, and a wrong one is a 404 page.
  'GET /r/:token': { access: 'public', path: () => '/r/AAAAAAAAAAAAAAAAAAAAAA' },
  'GET /r/:token/pdf': { access: 'public', path: () => '/r/AAAAAAAAAAAAAAAAAAAAAA/pdf' },
  'GET /api/consultations/upcoming': {
    access: 'user',
    path: (f) => `/api/consultations/upcoming?babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'GET /api/consultations': {
    access: 'user',
    path: (f) =>
      `/api/consultations?babyId=${f.a.babyId}&from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'POST /api/consultations': {
    access: 'user',
    path: () => '/api/consultations',
    body: (f) => ({
      babyId: f.a.babyId,
      title: 'Pediatra',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      remind: 'two-hours',
    }),
    otherMother: 404,
    baby: 'log',
  },
  'DELETE /api/consultations/:id': {
    access: 'user',
    path: (f) => `/api/consultations/${f.a.consultationId}`,
    otherMother: 404,
    baby: 'entry',
  },
  'GET /api/medicine-schedules': {
    access: 'user',
    path: (f) => `/api/medicine-schedules?babyId=${f.a.babyId}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  // A's medicine already repeats: the rightful caller hears so (409), anyone else gets the 404.
  'POST /api/medicine-schedules': {
    access: 'user',
    path: () => '/api/medicine-schedules',
    body: (f) => ({ eventId: f.a.medicineEventId, everyHours: 8, days: 3 }),
    otherMother: 404,
    baby: 'log',
  },
  'POST /api/medicine-schedules/:id/stop': {
    access: 'user',
    path: (f) => `/api/medicine-schedules/${f.a.scheduleId}/stop`,
    otherMother: 404,
    baby: 'entry',
  },
  'GET /api/reminders': {
    access: 'user',
    path: () => '/api/reminders',
    readable: true,
    cursor: { param: 'before', encode: (at, id) => `${at}_${id}` },
  },
  'GET /api/reminders/unread': { access: 'user', path: () => '/api/reminders/unread', readable: true },
  'POST /api/reminders/read': { access: 'user', path: () => '/api/reminders/read' },
  'POST /api/reminders/:id/dose': {
    access: 'user',
    path: (f) => `/api/reminders/${f.a.reminderId}/dose`,
    body: () => ({ answer: 'skipped' }),
    otherMother: 404,
  },
  'GET /api/reminders/settings': { access: 'user', path: () => '/api/reminders/settings', readable: true },
  'PUT /api/reminders/settings': {
    access: 'user',
    path: () => '/api/reminders/settings',
    body: () => ({ quietStart: '22:00', quietEnd: '07:00', dailyTime: '09:00' }),
  },
  'PUT /api/reminders/time-zone': {
    access: 'user',
    path: () => '/api/reminders/time-zone',
    body: () => ({ timeZone: 'America/Sao_Paulo' }),
  },
  'POST /api/reminders/devices': {
    access: 'user',
    path: () => '/api/reminders/devices',
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device', keys: PUSH_KEYS }),
  },
  'DELETE /api/reminders/devices/:id': {
    access: 'user',
    path: (f) => `/api/reminders/devices/${f.a.deviceId}`,
    otherMother: 404,
  },
  // The e-mail's link: its signed token is the credential, so it needs no session.
  'POST /api/reminders/off': {
    access: 'public',
    path: () => '/api/reminders/off',
    body: (f) => ({ token: `${f.a.id}.vaccines.not-a-signature` }),
  },

  'POST /api/babies/:id/select': {
    access: 'user',
    path: (f) => `/api/babies/${f.a.babyId}/select`,
    otherMother: 404,
    baby: 'log',
  },

  'GET /api/family': { access: 'user', path: () => '/api/family', readable: true },
  'POST /api/family/invitations': {
    access: 'user',
    path: () => '/api/family/invitations',
    body: (f) => ({ babyId: f.a.babyId, role: 'cuidador' }),
    otherMother: 404,
    baby: 'manage',
  },
  // Only the link's creator sends it; without SMTP (the tests' server) she is told so.
  'POST /api/family/invitations/email': {
    access: 'user',
    path: () => '/api/family/invitations/email',
    body: (f) => ({ token: f.a.invitationToken, email: 'avo@example.com' }),
    otherMother: 404,
  },
  'DELETE /api/family/invitations/:id': {
    access: 'user',
    path: (f) => `/api/family/invitations/${f.a.invitationId}`,
    otherMother: 404,
    baby: 'manage',
  },
  // The token is the invitation: whoever holds it may see it and accept it (A's own is refused).
  'GET /api/family/invitations/by-token/:token': {
    access: 'user',
    path: (f) => `/api/family/invitations/by-token/${f.a.invitationToken}`,
    readable: true,
  },
  'POST /api/family/invitations/by-token/:token/accept': {
    access: 'user',
    path: (f) => `/api/family/invitations/by-token/${f.a.invitationToken}/accept`,
  },
  'PUT /api/family/babies/:babyId/members/:userId/role': {
    access: 'user',
    path: (f) => `/api/family/babies/${f.a.babyId}/members/${f.a.caregiverId}/role`,
    body: () => ({ role: 'responsavel' }),
    otherMother: 404,
    baby: 'manage',
  },
  'DELETE /api/family/babies/:babyId/members/:userId': {
    access: 'user',
    // Removing the Responsável herself: for anyone else in the family, a Responsável's call.
    path: (f) => `/api/family/babies/${f.a.babyId}/members/${f.a.id}`,
    otherMother: 404,
    baby: 'manage',
  },

  'GET /api/vaccines/card': {
    access: 'user',
    path: (f) => `/api/vaccines/card?babyId=${f.a.babyId}&today=${today}`,
    otherMother: 404,
    readable: true,
    baby: 'read',
  },
  'POST /api/vaccines/records': {
    access: 'user',
    path: () => '/api/vaccines/records',
    body: (f) => ({ babyId: f.a.babyId, vaccineName: 'Vacina extra', applicationDate: today, doseNumber: 1 }),
    otherMother: 404,
    baby: 'log',
  },
  'DELETE /api/vaccines/records/:id': {
    access: 'user',
    path: (f) => `/api/vaccines/records/${f.a.recordId}`,
    otherMother: 404,
    baby: 'entry',
  },
  'POST /api/vaccines/onboarding': {
    access: 'user',
    path: () => '/api/vaccines/onboarding',
    body: (f) => ({ babyId: f.a.babyId, choice: 'all' }),
    otherMother: 404,
    baby: 'log',
  },

  'GET /api/feeding/tips': { access: 'user', path: () => '/api/feeding/tips', readable: true },
  'DELETE /api/feeding/tips/:id': { access: 'user', path: (f) => `/api/feeding/tips/${f.a.tipId}`, otherMother: 404 },

  'GET /api/chat/messages': { access: 'user', path: () => '/api/chat/messages', readable: true },
  'POST /api/chat': {
    access: 'user',
    path: () => '/api/chat',
    body: () => ({ message: 'Oi, Lu', dayStart: `${today}T00:00:00.000Z`, dayEnd: `${today}T23:59:59.999Z` }),
  },
  'POST /api/chat/tips': { access: 'user', path: () => '/api/chat/tips', body: () => ({ content: 'Uma dica' }) },

  'GET /api/community/status': { access: 'user', path: () => '/api/community/status', readable: true },
  // A stream: only refusals are checked, a signed-in call would stay open.
  'GET /api/community/events': { access: 'user', path: () => '/api/community/events' },
  'GET /api/community/posts': {
    access: 'user',
    path: () => '/api/community/posts',
    readable: true,
    cursor: communityCursor,
  },
  'GET /api/community/favorites': {
    access: 'user',
    path: () => '/api/community/favorites',
    readable: true,
    cursor: communityCursor,
  },
  'POST /api/community/moderation': {
    access: 'user',
    path: () => '/api/community/moderation',
    body: () => ({ kind: 'post', content: 'Olá' }),
  },
  'POST /api/community/media': { access: 'user', path: () => '/api/community/media', body: photo },
  'POST /api/community/posts': {
    access: 'user',
    path: () => '/api/community/posts',
    body: () => ({ content: 'Post novo' }),
  },
  // Posts are read, liked, favourited, commented and reported by every mother.
  'GET /api/community/posts/:id': { access: 'user', path: (f) => `/api/community/posts/${f.a.postId}`, readable: true },
  'GET /api/community/posts/:id/comments': {
    access: 'user',
    path: (f) => `/api/community/posts/${f.a.postId}/comments`,
    readable: true,
    cursor: communityCursor,
  },
  'PUT /api/community/posts/:id/like': { access: 'user', path: (f) => `/api/community/posts/${f.a.postId}/like` },
  'DELETE /api/community/posts/:id/like': { access: 'user', path: (f) => `/api/community/posts/${f.a.postId}/like` },
  'PUT /api/community/posts/:id/favorite': {
    access: 'user',
    path: (f) => `/api/community/posts/${f.a.postId}/favorite`,
  },
  'DELETE /api/community/posts/:id/favorite': {
    access: 'user',
    path: (f) => `/api/community/posts/${f.a.postId}/favorite`,
  },
  'POST /api/community/posts/:id/comments': {
    access: 'user',
    path: (f) => `/api/community/posts/${f.a.postId}/comments`,
    body: () => ({ content: 'Oi' }),
  },
  'POST /api/community/posts/:id/reports': {
    access: 'user',
    path: (f) => `/api/community/posts/${f.a.postId}/reports`,
    body: () => ({ reason: 'Spam ou propaganda' }),
  },
  // Deleting is the author's (or an admin's) alone.
  'DELETE /api/community/posts/:id': {
    access: 'user',
    path: (f) => `/api/community/posts/${f.a.postId}`,
    otherMother: 404,
  },
  'DELETE /api/community/comments/:id': {
    access: 'user',
    path: (f) => `/api/community/comments/${f.a.commentId}`,
    otherMother: 404,
  },

  'GET /api/admin/stats': { access: 'admin', path: () => '/api/admin/stats', readable: true },
  'GET /api/admin/server': { access: 'admin', path: () => '/api/admin/server', readable: true },
  'GET /api/admin/plans': { access: 'admin', path: () => '/api/admin/plans', readable: true },
  'GET /api/admin/users': { access: 'admin', path: () => '/api/admin/users', readable: true },
  'POST /api/admin/users': {
    access: 'admin',
    path: () => '/api/admin/users',
    body: () => ({ email: 'nova@example.com', password: 'segredo1', fullName: 'Nova' }),
  },
  'POST /api/admin/users/:id/password': {
    access: 'admin',
    path: (f) => `/api/admin/users/${f.a.id}/password`,
    body: () => ({ newPassword: 'trocada1' }),
    destructive: true,
  },
  'PUT /api/admin/users/:id/plan': {
    access: 'admin',
    path: (f) => `/api/admin/users/${f.a.id}/plan`,
    body: () => ({ planId: null }),
  },
  'DELETE /api/admin/users/:id': { access: 'admin', path: (f) => `/api/admin/users/${f.a.id}` },
  'PUT /api/admin/users/:id/block': {
    access: 'admin',
    path: (f) => `/api/admin/users/${f.a.id}/block`,
    body: () => ({ reason: 'Teste' }),
  },
  'DELETE /api/admin/users/:id/block': { access: 'admin', path: (f) => `/api/admin/users/${f.a.id}/block` },
  'GET /api/admin/revenue': { access: 'admin', path: () => '/api/admin/revenue', readable: true },
  'GET /api/admin/activity': { access: 'admin', path: () => '/api/admin/activity', readable: true },
  'GET /api/admin/moderation/reports': { access: 'admin', path: () => '/api/admin/moderation/reports', readable: true },
  'GET /api/admin/moderation/posts': { access: 'admin', path: () => '/api/admin/moderation/posts', readable: true },
  'GET /api/admin/moderation/blocked': { access: 'admin', path: () => '/api/admin/moderation/blocked', readable: true },
  'POST /api/admin/posts/:id/delete': {
    access: 'admin',
    path: (f) => `/api/admin/posts/${f.a.postId}/delete`,
    body: () => ({ reason: 'Teste' }),
  },
  'POST /api/admin/posts/:id/dismiss-reports': {
    access: 'admin',
    path: (f) => `/api/admin/posts/${f.a.postId}/dismiss-reports`,
  },
  'GET /api/admin/audit': { access: 'admin', path: () => '/api/admin/audit', readable: true },

  // Health units (decision 051). The back office's side:
  'GET /api/admin/units': { access: 'admin', path: () => '/api/admin/units', readable: true },
  'POST /api/admin/units': {
    access: 'admin',
    path: () => '/api/admin/units',
    body: () => ({ name: 'UBS Nova', municipality: 'Campinas', address: 'Rua B, 2', openingHours: '7h às 17h' }),
  },
  'GET /api/admin/units/:id': { access: 'admin', path: (f) => `/api/admin/units/${f.a.unitId}`, readable: true },
  'POST /api/admin/units/:id/invitations': {
    access: 'admin',
    path: (f) => `/api/admin/units/${f.a.unitId}/invitations`,
    body: () => ({ email: 'nova.enfermeira@ubs.example' }),
  },
  'DELETE /api/admin/units/:id/members/:userId': {
    access: 'admin',
    path: (f) => `/api/admin/units/${f.a.unitId}/members/${f.a.unitNurseId}`,
  },
  'POST /api/admin/units/:id/close': { access: 'admin', path: (f) => `/api/admin/units/${f.a.unitId}/close` },
  // The mother's side: her consents, hers alone.
  'GET /api/my-unit': { access: 'user', path: () => '/api/my-unit', readable: true },
  'GET /api/my-unit/units/:code': {
    access: 'user',
    path: (f) => `/api/my-unit/units/${f.a.unitCode}`,
    readable: true,
  },
  'POST /api/my-unit/consents': {
    access: 'user',
    path: () => '/api/my-unit/consents',
    body: (f) => ({ babyId: f.a.babyId, code: f.a.unitCode, textVersion: CONSENT_TEXT_VERSION }),
    otherMother: 404,
    baby: 'manage',
  },
  'DELETE /api/my-unit/consents/:id': {
    access: 'user',
    path: (f) => `/api/my-unit/consents/${f.a.consentId}`,
    otherMother: 404,
    baby: 'manage',
  },
  // The unit's staff: a mother (not staff) gets the same 404 as a removed member.
  'GET /api/unit/invitations/:token': {
    access: 'user',
    path: (f) => `/api/unit/invitations/${f.a.unitInvitationToken}`,
  },
  'POST /api/unit/invitations/:token/accept': {
    access: 'user',
    path: (f) => `/api/unit/invitations/${f.a.unitInvitationToken}/accept`,
  },
  'GET /api/unit': { access: 'user', path: () => '/api/unit', otherMother: 404 },
  'GET /api/unit/babies': { access: 'user', path: () => '/api/unit/babies', otherMother: 404 },
  'GET /api/unit/export': { access: 'user', path: () => '/api/unit/export', otherMother: 404 },
  'GET /api/unit/babies/:babyId': {
    access: 'user',
    path: (f) => `/api/unit/babies/${f.a.babyId}`,
    otherMother: 404,
  },
  'POST /api/unit/babies/:babyId/reminder': {
    access: 'user',
    path: (f) => `/api/unit/babies/${f.a.babyId}/reminder`,
    otherMother: 404,
  },
  'POST /api/unit/babies/:babyId/contacts': {
    access: 'user',
    path: (f) => `/api/unit/babies/${f.a.babyId}/contacts`,
    body: () => ({ note: 'Liguei para a mãe.' }),
    otherMother: 404,
  },
  'POST /api/unit/babies/:babyId/vaccines': {
    access: 'user',
    path: (f) => `/api/unit/babies/${f.a.babyId}/vaccines`,
    body: () => ({ vaccineName: 'Pentavalente', doseNumber: 2, appliedOn: today }),
    otherMother: 404,
  },
};

export interface Callers {
  visitor: TestClient;
  motherA: TestClient;
  motherB: TestClient;
  admin: TestClient;
  /** Cuidador(a) of A's baby, through an accepted invitation. */
  caregiver: TestClient;
}

/** A joins `client` to her baby's family through an invitation; the accepted invitation's token. */
export async function joinFamily(motherA: TestClient, client: TestClient, babyId: string, role: BabyRole = 'cuidador') {
  const { path } = await okJson(motherA.api.family.invitations.$post({ json: { babyId, role } }));
  await okJson(
    client.api.family.invitations['by-token'][':token'].accept.$post({ param: { token: path.split('/').pop()! } }),
  );
}

/**
 * Mother A with a baby, an event, a vaccine, a tip, a post and a comment, a Cuidador(a) for her
 * baby and an invitation nobody used; mother B with a baby; an admin.
 */
export async function setUpFixtures(ctx: TestContext): Promise<{ callers: Callers; fixtures: Fixtures }> {
  const a = await signedUpMother(ctx, { name: 'Ana Souza' });
  const b = await signedUpMother(ctx, { name: 'Bia Lima' });
  const adminAccount = await signedUpMother(ctx, { name: 'Rita Admin' });
  await ctx.db.insert(userRoles).values({ userId: adminAccount.userId, role: 'admin' });
  const carer = await signedUpMother(ctx, { name: 'Carla Cuidadora' });
  const [motherA, motherB, admin] = [a.client, b.client, adminAccount.client];
  const { api } = a;

  const aBaby = await registeredBaby(a, baby);
  await okJson(api.babies[':id'].allergies.$post({ param: { id: aBaby.id }, json: { value: 'Leite' } }));
  await okJson(api.babies[':id']['health-conditions'].$post({ param: { id: aBaby.id }, json: { value: 'Refluxo' } }));
  await registeredBaby(b, { ...baby, name: 'Bebê da Bia' });
  await joinFamily(motherA, carer.client, aBaby.id);
  const { invitation, path } = await okJson(
    api.family.invitations.$post({ json: { babyId: aBaby.id, role: 'cuidador' } }),
  );
  const aEvent = await agendaEvent(a, event());
  const { timer } = await okJson(
    api.agenda.timers.$post({
      json: {
        id: crypto.randomUUID(),
        kind: 'mamada',
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        side: 'esquerdo',
      },
    }),
  );
  const { measurement } = await okJson(
    api.growth.measurements.$post({
      // The route's type names every value, but a measurement leaves out those it has not.
      json: { babyId: aBaby.id, measuredOn: '2026-02-10', weightKg: 4.1 } as MeasurementBody,
    }),
  );
  const { consultation } = await okJson(
    api.consultations.$post({
      json: {
        babyId: aBaby.id,
        title: 'Pediatra da Ana',
        startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        remind: 'day-before',
      },
    }),
  );
  const medicine = await agendaEvent(a, { ...event(), type: 'remedio', medicine: 'Paracetamol', dose: '10 gotas' });
  const { schedule } = await okJson(
    api['medicine-schedules'].$post({ json: { eventId: medicine.id, everyHours: 6, days: 2 } }),
  );
  const [reminder] = await ctx.db
    .select({ id: reminders.id })
    .from(reminders)
    .where(and(eq(reminders.scheduleId, schedule.id), eq(reminders.userId, a.userId)))
    .limit(1);
  const { device } = await okJson(
    api.reminders.devices.$post({
      json: { endpoint: 'https://fcm.googleapis.com/fcm/send/fixture-a', keys: PUSH_KEYS },
    }),
  );
  const { link: reportLink } = await okJson(
    // `today` is UTC's date: a link may not end after the day it is made, on its own clock.
    api.reports.links.$post({ json: { babyId: aBaby.id, from: addDays(today, -60), to: today, tz: 'UTC' } }),
  );
  const { accessToken } = await okJson(
    api['access-tokens'].$post({ json: { name: 'Painel da casa', scope: 'leitura', expiresInDays: null } }),
  );
  const { record } = await okJson(
    api.vaccines.records.$post({
      json: { babyId: aBaby.id, vaccineName: 'Vacina da Ana', applicationDate: today, doseNumber: 1 },
    }),
  );
  await okJson(api.chat.tips.$post({ json: { content: 'Dica da Ana' } }));
  const { tips } = await okJson(api.feeding.tips.$get());
  const { post } = await okJson(api.community.posts.$post({ json: { content: 'Post da Ana' } }));
  const { comment } = await okJson(
    api.community.posts[':id'].comments.$post({ param: { id: post.id }, json: { content: 'Comentário da Ana' } }),
  );
  const uploaded = (await (await motherA.request('POST', '/api/imports/huckleberry', huckleberryFile())).json()) as {
    import: { id: string };
  };
  await okJson(
    api.imports[':id'].confirm.$post({
      param: { id: uploaded.import.id },
      json: { babyId: aBaby.id, beforeBirth: true },
    }),
  );
  const { unit } = (await (
    await admin.post('/api/admin/units', {
      name: 'UBS Matriz',
      municipality: 'Campinas',
      address: 'Rua A, 1',
      openingHours: '7h às 17h',
    })
  ).json()) as { unit: { id: string; inviteCode: string } };
  const nurseEmail = 'enfermeira.matriz@ubs.example';
  await admin.post(`/api/admin/units/${unit.id}/invitations`, { email: nurseEmail });
  const nurse = await signedUpMother(ctx, { name: 'Enfermeira Joana', email: nurseEmail });
  const nurseToken = ctx.mail.findLast((m) => m.to === nurseEmail)!.text.match(/\/unidade\/convite\/([\w-]+)/)![1]!;
  await nurse.client.post(`/api/unit/invitations/${nurseToken}/accept`);
  const pendingEmail = 'ninguem@ubs.example';
  await admin.post(`/api/admin/units/${unit.id}/invitations`, { email: pendingEmail });
  const unitInvitationToken = ctx.mail
    .findLast((m) => m.to === pendingEmail)!
    .text.match(/\/unidade\/convite\/([\w-]+)/)![1]!;
  const consent = (await (
    await motherA.post('/api/my-unit/consents', {
      babyId: aBaby.id,
      code: unit.inviteCode,
      textVersion: CONSENT_TEXT_VERSION,
    })
  ).json()) as { consent: { id: string } };
  return {
    callers: { visitor: ctx.client(), motherA, motherB, admin, caregiver: carer.client },
    fixtures: {
      a: {
        id: a.userId,
        babyId: aBaby.id,
        eventId: aEvent.id,
        recordId: record.id,
        tipId: tips[0]!.id,
        postId: post.id,
        commentId: comment.id,
        invitationId: invitation.id,
        invitationToken: path.split('/').pop()!,
        caregiverId: carer.userId,
        timerId: timer.id,
        measurementId: measurement.id,
        consultationId: consultation.id,
        medicineEventId: medicine.id,
        scheduleId: schedule.id,
        reminderId: reminder!.id,
        deviceId: device.id,
        reportLinkId: reportLink.id,
        accessTokenId: accessToken.id,
        importId: uploaded.import.id,
        unitId: unit.id,
        unitCode: unit.inviteCode,
        unitNurseId: nurse.userId,
        consentId: consent.consent.id,
        unitInvitationToken,
      },
      b: { id: b.userId },
    },
  };
}

/** Sends a route's valid request (with `fixtures` in its path and body) as `client`. */
export function call(client: TestClient, key: string, fixtures: Fixtures) {
  const [method] = key.split(' ');
  const spec = ROUTES[key]!;
  return client.request(method!, spec.path(fixtures), spec.body?.(fixtures));
}

/**
 * Sends a route's valid request as `client` and answers its status, having checked that every
 * user-data table is exactly as before it: for calls that must be refused.
 */
export async function refusedCall(db: TestContext['db'], client: TestClient, key: string, fixtures: Fixtures) {
  const before = await dataDigest(db);
  const response = await call(client, key, fixtures);
  await response.body?.cancel();
  expect(await dataDigest(db), `${key} changed data while refusing`).toEqual(before);
  return response.status;
}
