import type { DataImport } from '@/shared/imports/imports';

const count = (n: number) => n.toLocaleString('pt-BR');

/** One line for an import in the list: where it stands. */
export function statusLabel(item: Pick<DataImport, 'status' | 'added' | 'written' | 'total' | 'confirmedAt'>): string {
  switch (item.status) {
    case 'reading':
      return `Lendo o arquivo… ${count(item.written)} de ${count(item.total)} linhas`;
    case 'preview':
      return 'Aguardando sua confirmação';
    case 'running':
      return `Importando… ${count(item.written)} de ${count(item.total)}`;
    case 'done':
      return `${count(item.added)} registros adicionados`;
    case 'failed':
      return item.confirmedAt
        ? `Interrompida: ${count(item.added)} registros adicionados`
        : 'Não foi possível ler o arquivo';
    case 'undone':
      return 'Desfeita';
  }
}
