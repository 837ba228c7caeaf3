import { ERRORS } from '@domain/errors';
import { CROP, type CropArea } from '@domain/images';

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(ERRORS.not_an_image.message));
    image.src = src;
  });
}

/** Draws the chosen square into a 512 px JPEG at quality 0.9 (the spec's crop output). */
export function cropToJpeg(image: HTMLImageElement, area: CropArea): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = CROP.outputSize;
  canvas.height = CROP.outputSize;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Não foi possível obter o contexto do canvas'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, area.x, area.y, area.size, area.size, 0, 0, CROP.outputSize, CROP.outputSize);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Falha ao criar imagem recortada'))),
      'image/jpeg',
      CROP.jpegQuality,
    ),
  );
}
