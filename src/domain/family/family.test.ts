import { describe, expect, it } from 'vitest';
import { firstName, managesFamily, mayRemoveEntry } from './baby-role';
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
