import { describe, expect, it } from 'vitest';
import { addedLabel } from './import-status';

const EARLIER = '2026-11-20T15:00:00.000Z';

describe('what an import added, in words', () => {
  it('says a second import of the same history added nothing new, and since when it was there', () => {
    expect(addedLabel({ added: 0, written: 19, earlierImportAt: EARLIER })).toBe(
      'Nenhum registro novo: este histórico já foi importado em 20/11/2026',
    );
  });

  it('counts the rows added and those an earlier import had brought', () => {
    expect(addedLabel({ added: 4, written: 19, earlierImportAt: EARLIER })).toBe(
      '4 registros adicionados; 15 já tinham sido importados em 20/11/2026',
    );
    expect(addedLabel({ added: 1200, written: 1200, earlierImportAt: null })).toBe('1.200 registros adicionados');
  });

  it('counts the rows updated since, and those kept as she edited them (#48)', () => {
    expect(addedLabel({ added: 0, written: 19, earlierImportAt: EARLIER, updated: 2, kept: 1 })).toBe(
      'Nenhum registro novo: este histórico já foi importado em 20/11/2026; 2 atualizados; 1 mantido como você editou',
    );
    expect(addedLabel({ added: 3, written: 19, earlierImportAt: EARLIER, updated: 1, kept: 0 })).toBe(
      '3 registros adicionados; 16 já tinham sido importados em 20/11/2026; 1 atualizado',
    );
  });
});
