import { toCalendarDate } from '../../domain/age';
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

export type BabyOptions = Partial<BabyFields>;

/** The fields of a baby named Helena, born today unless told. */
export function babyFields(fields: BabyOptions = {}): BabyFields {
  // The route's type names every field, but the optional ones may be left out, as the web leaves them.
  return { name: 'Helena', birthDate: toCalendarDate(new Date()), ...fields } as BabyFields;
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

/** Logs an event in the agenda (the selected baby's unless `babyId` is given) and answers it. */
export async function agendaEvent(mother: { api: TypedClient }, fields: Partial<EventFields>) {
  // The route's type names every detail, but an event leaves out those it has not.
  const { event } = await okJson(mother.api.agenda.events.$post({ json: fields as EventFields }));
  return event;
}
