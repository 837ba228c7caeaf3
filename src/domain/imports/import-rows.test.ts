import { describe, expect, it } from 'vitest';
import { APP_NOTE_MAX, type ImportRow, summarize, summaryDetails, summaryLine } from './import-rows';

const none = {
  mamadas: 0,
  sonos: 0,
  fraldas: 0,
  remedios: 0,
  outros: 0,
  medidas: 0,
  naoEntendidas: 0,
  paraConferir: 0,
};

describe('the preview line', () => {
  it('counts what was read as the issue words it', () => {
    expect(summaryLine({ ...none, mamadas: 412, sonos: 388, fraldas: 520, medidas: 3, naoEntendidas: 6 })).toBe(
      '412 mamadas, 388 sonos, 520 fraldas, 3 medidas, 6 linhas não entendidas',
    );
  });

  it('says one in the singular, thousands with a dot, and names the other kinds only when there are some', () => {
    expect(
      summaryLine({
        ...none,
        mamadas: 1,
        sonos: 1,
        fraldas: 1200,
        remedios: 1,
        outros: 2,
        medidas: 1,
        naoEntendidas: 1,
      }),
    ).toBe('1 mamada, 1 sono, 1.200 fraldas, 1 remédio, 2 outros registros, 1 medida, 1 linha não entendida');
  });
});

describe('what the summary line leaves in one count (#48)', () => {
  const at = '2026-11-20T12:00:00.000Z';
  const event = (type: 'outro' | 'fralda' | 'mamada', title: string | null, notes: string | null = null) => ({
    type,
    title,
    notes,
    occurredAt: at,
    details: {} as never,
  });
  const rows: ImportRow[] = [
    { key: 'a', line: 1, event: event('outro', 'Tempo de bruços') },
    { key: 'b', line: 2, event: event('outro', 'Tempo de bruços') },
    { key: 'c', line: 3, event: event('outro', 'Ordenha') },
    { key: 'd', line: 4, event: event('outro', '__proto__') },
    { key: 'e', line: 5, event: event('fralda', null, 'quantidade: 2'), noted: { quantidadeFralda: 1, etiquetas: 2 } },
    { key: 'f', line: 6, event: event('fralda', null), noted: { quantidadeFralda: 1 } },
    { key: 'g', line: 7, event: event('mamada', null, 'x'.repeat(APP_NOTE_MAX + 1)) },
    { key: 'h', line: 8, event: event('mamada', null, 'x'.repeat(APP_NOTE_MAX)) },
    {
      key: 'i',
      line: 9,
      measurement: { measuredOn: '2026-11-18', weightKg: 6.4, lengthCm: null, position: null, headCm: null },
      noted: { observacaoMedida: 1 },
    },
  ];

  it('counts the other records by kind and what rows brought without a field', () => {
    const summary = summarize(rows, []);
    expect(summary.outros).toBe(4);
    expect(summary.outrosPorTipo).toEqual({ 'Tempo de bruços': 2, Ordenha: 1, ['__proto__']: 1 });
    expect(summary.anotados).toEqual({ quantidadeFralda: 2, etiquetas: 2, notaLonga: 1, observacaoMedida: 1 });
    expect(summaryDetails(summary)).toEqual([
      '4 outros registros: Tempo de bruços (2), __proto__ (1), Ordenha (1)',
      '2 quantidades de fralda, 2 etiquetas, 1 anotação longa: guardadas na nota do registro',
      '1 observação de medida: a curva de crescimento não tem onde guardar, veja na lista abaixo',
    ]);
  });

  it('says one in the singular, and nothing for a preview kept before the kinds were counted', () => {
    expect(summaryDetails({ ...none, anotados: { etiquetas: 1 } })).toEqual([
      '1 etiqueta: guardada na nota do registro',
    ]);
    expect(summaryDetails({ ...none, outros: 3 })).toEqual([]);
  });

  it('says why the rows left out were, by reason', () => {
    expect(
      summaryDetails({
        ...none,
        naoEntendidas: 6,
        naoEntendidasPorMotivo: { 'Data ilegível': 2, 'Horário ilegível': 4 },
      }),
    ).toEqual(['6 linhas não entendidas: Horário ilegível (4), Data ilegível (2)']);
  });
});
