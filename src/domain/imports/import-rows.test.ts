import { describe, expect, it } from 'vitest';
import { summaryLine } from './import-rows';

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
