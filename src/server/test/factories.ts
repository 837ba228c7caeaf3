import { toCalendarDate } from '../../domain/age';
import { addDays } from '../../domain/reminders/zoned-time';
import { addMonths } from '../../domain/vaccines/vaccine-card';
import type { TestClient, TestContext } from './harness';
import { okJson, type TypedClient } from './typed-client';

/**
 * The accounts, babies and events most tests start from, made through the API as a mother makes
 * them, so a test names only what it is about.
 */

export interface Mother {
  client: TestClient;
  api: TypedClient;
  userId: string;
}

export type MotherOptions = Parameters<TestClient['signUp']>[0];

/** A new mother, signed up and signed in: Ana Souza with a fresh e-mail unless told. */
export async function signedUpMother(ctx: Pick<TestContext, 'client'>, options: MotherOptions = {}): Promise<Mother> {
  const client = ctx.client();
  const signUp = await client.signUp(options);
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const { user } = await okJson(client.api.me.$get());
  return { client, api: client.api, userId: user.id };
}

type BabyFields = Parameters<TypedClient['babies']['$post']>[0]['json'];

/** A baby's fields; her birth date may be given as her age today instead (months, then days). */
export type BabyOptions = Partial<BabyFields> & { ageInMonths?: number; ageInDays?: number };

/** The fields of a baby named Helena, born on the given date or at the given age today. */
export function babyFields({ ageInMonths, ageInDays, ...fields }: BabyOptions = {}): BabyFields {
  let birthDate = toCalendarDate(new Date());
  if (ageInMonths !== undefined) birthDate = addMonths(birthDate, -ageInMonths);
  if (ageInDays !== undefined) birthDate = addDays(birthDate, -ageInDays);
  // The route's type names every field, but the optional ones may be left out, as the web leaves them.
  return { name: 'Helena', birthDate, ...fields } as BabyFields;
}

/** Registers a baby in `mother`'s account (she becomes its Responsável) and answers it. */
export async function registeredBaby(mother: { api: TypedClient }, options: BabyOptions = {}) {
  const { baby } = await okJson(mother.api.babies.$post({ json: babyFields(options) }));
  return baby;
}

/** A new mother with her first baby (see `babyFields`; a newborn named Helena unless told). */
export async function motherWithBaby(
  ctx: Pick<TestContext, 'client'>,
  baby: BabyOptions = {},
  options: MotherOptions = {},
): Promise<Mother & { babyId: string }> {
  const mother = await signedUpMother(ctx, options);
  return { ...mother, babyId: (await registeredBaby(mother, baby)).id };
}

type EventFields = Parameters<TypedClient['agenda']['events']['$post']>[0]['json'];

/** An event logged in the agenda (the selected baby's unless `babyId` is given): a feeding an hour ago unless told. */
export async function agendaEvent(mother: { api: TypedClient }, fields: Partial<EventFields> = {}) {
  const occurredAt = fields.occurredAt ?? new Date(Date.now() - 3_600_000).toISOString();
  const local = new Date(occurredAt);
  const { event } = await okJson(
    mother.api.agenda.events.$post({
      json: {
        type: 'mamada',
        occurredAt,
        date: toCalendarDate(local),
        time: local.toTimeString().slice(0, 5),
        ...fields,
      } as EventFields,
    }),
  );
  return event;
}
