import type { DataImport } from '@/shared/imports/imports';

const count = (n: number) => n.toLocaleString('pt-BR');

/** Where an import read its rows, in the words of a file or of a Baby Buddy: no "arquivo" in the second. */
export const fromBabyBuddy = (item: Pick<DataImport, 'source'>) => item.source === 'babybuddy';

/** "Lendo o arquivo… 120 de 4.000 linhas", or the Baby Buddy's records. */
const readingLabel = (item: Pick<DataImport, 'source' | 'written' | 'total'>) =>
  fromBabyBuddy(item)
    ? `Lendo o Baby Buddy… ${count(item.written)} de ${count(item.total)} registros`
    : `Lendo o arquivo… ${count(item.written)} de ${count(item.total)} linhas`;

/**
 * What writing it added, and what was there already from an earlier import of the same history:
 * "Nenhum registro novo: este histórico já foi importado em 20/11/2026", then the rows changed in
 * the other app since: "2 atualizados; 1 mantido como você editou".
 */
export function addedLabel(
  item: Pick<DataImport, 'added' | 'written' | 'earlierImportAt'> & Partial<Pick<DataImport, 'updated' | 'kept'>>,
): string {
  const known = item.written - item.added;
  const earlier = item.earlierImportAt && new Date(item.earlierImportAt).toLocaleDateString('pt-BR');
  const added = `${count(item.added)} registros adicionados`;
  const label =
    item.added === 0 && earlier
      ? `Nenhum registro novo: este histórico já foi importado em ${earlier}`
      : known > 0 && earlier
        ? `${added}; ${count(known)} já tinham sido importados em ${earlier}`
        : added;
  const changed = [
    item.updated ? `${count(item.updated)} ${item.updated === 1 ? 'atualizado' : 'atualizados'}` : null,
    item.kept ? `${count(item.kept)} ${item.kept === 1 ? 'mantido' : 'mantidos'} como você editou` : null,
  ].filter(Boolean);
  return [label, ...changed].join('; ');
}

/** One line for an import in the list: where it stands. */
export function statusLabel(
  item: Pick<DataImport, 'source' | 'status' | 'added' | 'written' | 'total' | 'confirmedAt' | 'earlierImportAt'>,
): string {
  switch (item.status) {
    case 'reading':
      return readingLabel(item);
    case 'preview':
      return 'Aguardando sua confirmação';
    case 'running':
      return `Importando… ${count(item.written)} de ${count(item.total)}`;
    case 'done':
      return addedLabel(item);
    case 'failed':
      if (item.confirmedAt) return `Interrompida: ${count(item.added)} registros adicionados`;
      return fromBabyBuddy(item) ? 'Não foi possível ler o Baby Buddy' : 'Não foi possível ler o arquivo';
    case 'undone':
      return 'Desfeita';
  }
}
