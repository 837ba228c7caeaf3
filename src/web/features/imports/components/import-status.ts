import type { DataImport } from '@/shared/imports/imports';

const count = (n: number) => n.toLocaleString('pt-BR');

/** One line for an import in the list: where it stands. */
export function statusLabel(item: Pick<DataImport, 'status' | 'added' | 'written' | 'total'>): string {
  switch (item.status) {
    case 'preview':
      return 'Aguardando sua confirmação';
    case 'running':
      return `Importando… ${count(item.written)} de ${count(item.total)}`;
    case 'done':
      return `${count(item.added)} registros adicionados`;
    case 'failed':
      return `Interrompida: ${count(item.added)} registros adicionados`;
    case 'undone':
      return 'Desfeita';
  }
}
