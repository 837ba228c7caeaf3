import { describe, expect, it } from 'vitest';
import { firstName, firstResponsible, managesFamily, mayChangeMember, mayRemoveEntry } from './baby-role';
import { InvitationInputSchema, invitationPath, invitationText, whatsappShareUrl } from './invitation';

describe('baby roles', () => {
  it('lets only a Responsável manage the family', () => {
    expect(managesFamily('responsavel')).toBe(true);
    expect(managesFamily('cuidador')).toBe(false);
  });

  it('lets a Cuidador(a) remove only what she wrote', () => {
    expect(mayRemoveEntry('cuidador', 'eu', 'eu')).toBe(true);
    expect(mayRemoveEntry('cuidador', 'outra', 'eu')).toBe(false);
    expect(mayRemoveEntry('cuidador', null, 'eu')).toBe(false);
    expect(mayRemoveEntry('responsavel', 'outra', 'eu')).toBe(true);
  });

  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  const ana = { userId: 'ana', role: 'responsavel' as const, joinedAt: day(1) };
  const bia = { userId: 'bia', role: 'cuidador' as const, joinedAt: day(2) };
  const carla = { userId: 'carla', role: 'responsavel' as const, joinedAt: day(3) };
  const dani = { userId: 'dani', role: 'responsavel' as const, joinedAt: day(4) };

  it('makes the person who registered the baby its first Responsável while she is in the family, whatever her role', () => {
    expect(firstResponsible([ana, carla], 'ana')).toBe('ana');
    expect(firstResponsible([{ ...ana, role: 'cuidador' }, carla], 'ana')).toBe('ana');
  });

  it('falls to the earliest-joined Responsável once who registered it is gone', () => {
    expect(firstResponsible([bia, dani, carla], 'ana')).toBe('carla');
    expect(firstResponsible([bia, dani, carla], null)).toBe('carla');
    // Joined in the same instant: the order is still one and the same.
    expect(firstResponsible([{ ...dani, joinedAt: day(3) }, carla], null)).toBe('carla');
    expect(firstResponsible([bia], null)).toBeNull();
  });

  it('lets nobody else remove the first Responsável or make her a Cuidador(a)', () => {
    expect(mayChangeMember('carla', 'ana', 'ana', null)).toBe(false);
    expect(mayChangeMember('carla', 'ana', 'ana', 'cuidador')).toBe(false);
    expect(mayChangeMember('carla', 'ana', 'ana', 'responsavel')).toBe(true);
    expect(mayChangeMember('ana', 'ana', 'ana', null)).toBe(true);
    expect(mayChangeMember('ana', 'ana', 'ana', 'cuidador')).toBe(true);
    expect(mayChangeMember('ana', 'carla', 'ana', null)).toBe(true);
    expect(mayChangeMember('carla', 'dani', 'ana', 'cuidador')).toBe(true);
  });

  it('names a person by her first name', () => {
    expect(firstName('  Ana Paula Souza ')).toBe('Ana');
    expect(firstName('João')).toBe('João');
    expect(firstName(null)).toBe('');
  });
});

describe('invitation', () => {
  it('says who invites, to which baby, and holds the link', () => {
    const text = invitationText('Maria', 'Helena', 'https://lumma.app/convite/abc');
    expect(text).toContain('Maria convidou você para acompanhar Helena');
    expect(text).toContain('válido por 7 dias');
    expect(text.endsWith('https://lumma.app/convite/abc')).toBe(true);
    expect(invitationPath('abc')).toBe('/convite/abc');
  });

  it('puts the whole text in a WhatsApp link', () => {
    const url = whatsappShareUrl('Oi & até já: https://x.y/convite/a?b');
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe('Oi & até já: https://x.y/convite/a?b');
  });

  it('refuses an unknown role with a pt-BR message', () => {
    const result = InvitationInputSchema.safeParse({ babyId: '00000000-0000-4000-8000-000000000000', role: 'dono' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Escolha o papel da pessoa');
  });
});
