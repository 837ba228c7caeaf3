import { readFileSync } from 'node:fs';
import { LU_NAME, LU_WHAT_SHE_IS } from '@domain/chat/lu-identity';
import { describe, expect, it } from 'vitest';
import { BENEFITS, FEATURES } from './content';

/** Every screen that names Lu or vouches for the content. */
const SCREENS = [
  'src/web/features/chat/chat-page.tsx',
  'src/web/features/dashboard/shortcut-tiles.tsx',
  'src/web/features/landing/content.ts',
  'src/server/db/seed/plans.ts',
];

describe('Lu says what she is', () => {
  it('is named Lu and says she is a virtual assistant, not a nutritionist nor a pediatrician', () => {
    expect(LU_NAME).toBe('Lu');
    expect(LU_WHAT_SHE_IS).toMatch(/Assistente virtual/);
    expect(LU_WHAT_SHE_IS).toMatch(/não é nutricionista nem pediatra/);
  });

  it.each(SCREENS)('%s gives her no regulated title (the route /ia-nutricionista stays)', (file) => {
    const text = readFileSync(file, 'utf8').replaceAll('/ia-nutricionista', '');
    expect(text).not.toMatch(/Lu - Nutricionista|nutricionista com IA|Lu, a nutricionista/i);
  });

  it('the landing says where the content comes from, with no review that never happened', () => {
    expect(BENEFITS).not.toContain('Conteúdo revisado e atualizado por especialistas');
    expect(BENEFITS.join(' ')).not.toMatch(/especialistas/);
    expect(BENEFITS).toContain('Conteúdo baseado em orientações do Ministério da Saúde, da SBP e da OMS');
    expect(FEATURES.map((f) => f.title)).not.toContain('Nutricionista com IA');
  });
});
