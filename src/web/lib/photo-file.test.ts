import { describe, expect, it } from 'vitest';
import { photoFileError } from './photo-file';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });

describe('photoFileError', () => {
  it('accepts an image up to 5 MB', () => {
    expect(photoFileError(file('image/jpeg', 5 * 1024 * 1024))).toBeNull();
  });
  it('refuses what is not an image', () => {
    expect(photoFileError(file('application/pdf', 10))).toBe('Por favor, selecione uma imagem');
  });
  it('refuses more than 5 MB', () => {
    expect(photoFileError(file('image/png', 5 * 1024 * 1024 + 1))).toBe('A imagem deve ter no máximo 5MB');
  });
});
