import { describe, expect, it } from 'vitest';
import { checkPickedFiles, compressedSize, needsCompression } from './media-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checkPickedFiles', () => {
  it('accepts photos and videos within their limits', () => {
    const picked = [
      file('a.jpg', 'image/jpeg', 9 * MB),
      file('b.mp4', 'video/mp4', 49 * MB),
      file('c.mov', 'video/quicktime', MB),
    ];
    expect(checkPickedFiles(picked, 0, 5)).toEqual({ accepted: picked, errors: [] });
  });

  it('refuses the whole pick when it would pass the maximum count', () => {
    const picked = [file('a.jpg', 'image/jpeg', MB), file('b.jpg', 'image/jpeg', MB)];
    expect(checkPickedFiles(picked, 4, 5)).toEqual({
      accepted: [],
      errors: ['Você pode adicionar no máximo 5 arquivos'],
    });
  });

  it('names each file that is not an image or video and each one too large', () => {
    const result = checkPickedFiles(
      [
        file('receita.pdf', 'application/pdf', MB),
        file('foto.png', 'image/png', 11 * MB),
        file('video.mp4', 'video/mp4', 51 * MB),
        file('ok.webp', 'image/webp', MB),
      ],
      0,
      5,
    );
    expect(result.errors).toEqual([
      'Arquivo receita.pdf não é uma imagem ou vídeo válido',
      'foto.png é muito grande. Máximo: 10MB',
      'video.mp4 é muito grande. Máximo: 50MB',
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.webp']);
  });
});

describe('image compression', () => {
  it('shrinks the longer side to 1920 px keeping proportions', () => {
    expect(compressedSize(4032, 3024)).toEqual({ width: 1920, height: 1440 });
    expect(compressedSize(3024, 4032)).toEqual({ width: 1440, height: 1920 });
    expect(compressedSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it('compresses only images above 1 MB', () => {
    expect(needsCompression(file('a.jpg', 'image/jpeg', MB + 1))).toBe(true);
    expect(needsCompression(file('a.jpg', 'image/jpeg', MB))).toBe(false);
    expect(needsCompression(file('a.mp4', 'video/mp4', 40 * MB))).toBe(false);
  });
});
