import { describe, expect, it } from 'vitest';
import { fitsPixelLimit, tooManyPixelsMessage, uploadRateMessage } from './media-limits';

describe('fitsPixelLimit', () => {
  it('takes a phone photo and images exactly at the limits', () => {
    expect(fitsPixelLimit(4032, 3024)).toBe(true);
    expect(fitsPixelLimit(8000, 5000)).toBe(true); // 40,000,000 pixels exactly
    expect(fitsPixelLimit(8000, 1)).toBe(true);
  });

  it('refuses a side over 8,000 px, even when the area is small', () => {
    expect(fitsPixelLimit(8001, 100)).toBe(false);
    expect(fitsPixelLimit(100, 8001)).toBe(false);
  });

  it('refuses more than 40 megapixels with both sides within the limit', () => {
    expect(fitsPixelLimit(8000, 5001)).toBe(false);
    expect(fitsPixelLimit(7000, 7000)).toBe(false);
  });

  it('refuses an image that claims no pixels', () => {
    expect(fitsPixelLimit(0, 100)).toBe(false);
    expect(fitsPixelLimit(100, 0)).toBe(false);
  });
});

describe('messages', () => {
  it('says how long to wait, in whole minutes, at least one', () => {
    expect(uploadRateMessage(30 * 60_000)).toBe(
      'Você já enviou 30 fotos ou vídeos na última hora. Tente de novo em 30 minutos.',
    );
    expect(uploadRateMessage(61_000)).toMatch(/em 2 minutos\.$/);
    expect(uploadRateMessage(1_000)).toMatch(/em 1 minuto\.$/);
    expect(uploadRateMessage(0)).toMatch(/em 1 minuto\.$/);
  });

  it('names the file when there is one', () => {
    expect(tooManyPixelsMessage()).toBe('A imagem é grande demais: no máximo 8.000 pixels de lado e 40 megapixels.');
    expect(tooManyPixelsMessage('praia.png')).toBe(
      'praia.png é grande demais: no máximo 8.000 pixels de lado e 40 megapixels.',
    );
  });
});
