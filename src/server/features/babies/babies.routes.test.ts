import fs from 'node:fs';
import path from 'node:path';
import type { InferResponseType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestYear } from '../../../domain/dates';
import { type BabyOptions, babyFields, type Mother, signedUpMother } from '../../test/factories';
import { createTestContext, errorOf, type TestContext } from '../../test/harness';
import { heicLike, jpegLike, PNG_1PX } from '../../test/images';
import { okJson, type TypedClient } from '../../test/typed-client';

let ctx: TestContext;
let ana: Mother;
let bia: Mother;
beforeAll(async () => {
  ctx = await createTestContext();
  ana = await signedUpMother(ctx);
  bia = await signedUpMother(ctx);
});
afterAll(() => ctx.close());

/** A photo goes up as the browser sends it, multipart (see `TestClient.upload`); its answer is the route's. */
type PhotoAnswer = InferResponseType<TypedClient['babies'][':id']['photo']['$post'], 200>;
const body = async (response: Response) => (await response.json()) as PhotoAnswer;

async function createBaby({ api }: { api: TypedClient }, fields: BabyOptions = {}) {
  const response = await api.babies.$post({
    json: babyFields({
      name: 'Helena',
      birthDate: '2026-05-10',
      gender: 'F',
      bloodType: '',
      weight: '6.2',
      height: '',
      ...fields,
    }),
  });
  expect(response.status).toBe(201);
  return (await okJson(response)).baby;
}

const babyOf = (api: TypedClient, id: string) => api.babies[':id'].$get({ param: { id } });

describe('babies', () => {
  it('creates a baby with trimmed name and nulls for empty fields', async () => {
    const baby = await createBaby(ana, { name: '  Helena  ' });
    expect(baby).toMatchObject({ name: 'Helena', birthDate: '2026-05-10', weight: 6.2, photoUrl: null });
    expect(await okJson(babyOf(ana.api, baby.id))).toMatchObject({
      baby: { bloodType: null, height: null },
    });
  });

  it('lists the babies newest birth date first, and the newest is the active one', async () => {
    const client = await signedUpMother(ctx);
    await createBaby(client, { name: 'Mais velho', birthDate: '2024-01-01' });
    await createBaby(client, { name: 'Caçula', birthDate: '2026-09-01' });
    await createBaby(client, { name: 'Do meio', birthDate: '2025-03-15' });
    const { babies } = await okJson(client.api.babies.$get());
    expect(babies.map((b) => b.name)).toEqual(['Caçula', 'Do meio', 'Mais velho']);
    expect(await okJson(client.api.me.$get())).toMatchObject({ baby: { name: 'Caçula' } });
  });

  it('updates a baby', async () => {
    const baby = await createBaby(ana);
    const response = await ana.api.babies[':id'].$put({
      param: { id: baby.id },
      json: babyFields({ name: 'Helena Maria', birthDate: '2026-05-11', weight: '7,1', height: '64.5' }),
    });
    expect(response.status).toBe(200);
    expect((await okJson(response)).baby).toMatchObject({ name: 'Helena Maria', birthDate: '2026-05-11', weight: 7.1 });
  });

  it.each([
    [{ name: '' }, 'Nome e data de nascimento são obrigatórios'],
    [{ birthDate: `${latestYear()}-12-31` }, 'A data de nascimento não pode ser no futuro'],
    [{ birthDate: '2999-01-01' }, `Escolha uma data entre 1900 e ${latestYear()}`],
    [{ birthDate: '2026-02-29' }, 'Data de nascimento inválida'],
    [{ weight: '-1' }, 'Informe um peso entre 0,3 e 40 kg'],
    [{ height: '500' }, 'Informe uma altura entre 30 e 130 cm'],
  ])('refuses %o with "%s"', async (fields, message) => {
    const response = await ana.api.babies.$post({
      json: babyFields({ name: 'X', birthDate: '2026-01-01', ...fields }),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });

  it("answers another mother's baby with 404 for read, update and photo, and changes nothing", async () => {
    const baby = await createBaby(ana, { name: 'Só da Ana' });
    expect((await babyOf(bia.api, baby.id)).status).toBe(404);
    expect(
      (
        await bia.api.babies[':id'].$put({
          param: { id: baby.id },
          json: babyFields({ name: 'Roubado', birthDate: '2026-01-01' }),
        })
      ).status,
    ).toBe(404);
    expect((await bia.client.upload(`/api/babies/${baby.id}/photo`, jpegLike())).status).toBe(404);
    expect(await okJson(babyOf(ana.api, baby.id))).toMatchObject({
      baby: { name: 'Só da Ana', photoUrl: null },
    });
    expect((await babyOf(bia.api, 'not-a-uuid')).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await ctx.client().api.babies.$get()).status).toBe(401);
  });
});

describe('baby photos', () => {
  it('stores the photo under a random name in the mother’s folder, serves it, and removes the one it replaces', async () => {
    const baby = await createBaby(ana);
    const first = await body(await ana.client.upload(`/api/babies/${baby.id}/photo`, jpegLike()));
    expect(first.baby.photoUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{22}\.jpg$/);
    const served = await ana.client.get(first.baby.photoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const second = await body(
      await ana.client.upload(`/api/babies/${baby.id}/photo`, PNG_1PX, 'foto.png', 'image/png'),
    );
    expect(second.baby.photoUrl).toMatch(/\.png$/);
    expect((await ana.client.get(first.baby.photoUrl!)).status).toBe(404);
    expect(fs.readdirSync(path.join(ctx.mediaDir, ana.userId))).toEqual([
      second.baby.photoUrl!.slice('/media/'.length),
    ]);
  });

  it('refuses a .jpg name with bytes that are not an image', async () => {
    const baby = await createBaby(ana);
    const response = await ana.client.upload(
      `/api/babies/${baby.id}/photo`,
      new TextEncoder().encode('<script>alert(1)</script>'),
      'foto.jpg',
      'image/jpeg',
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe('Por favor, selecione uma imagem');
  });

  it('refuses HEIC with a clear message', async () => {
    const baby = await createBaby(ana);
    const response = await ana.client.upload(`/api/babies/${baby.id}/photo`, heicLike(), 'IMG_0001.HEIC', 'image/heic');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/HEIC/);
  });

  it('refuses a 6 MB image with 413', async () => {
    const baby = await createBaby(ana);
    const response = await ana.client.upload(`/api/babies/${baby.id}/photo`, jpegLike(6 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe('A imagem deve ter no máximo 5MB');
  });
});
