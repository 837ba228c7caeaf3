import { describe, expect, it } from 'vitest';
import { CROP, cropArea } from './images';

describe('crop settings', () => {
  it('zooms from 1 to 3 in steps of 0.1 and writes a 512 px JPEG at quality 0.9', () => {
    expect(CROP).toEqual({ minZoom: 1, maxZoom: 3, zoomStep: 0.1, outputSize: 512, jpegQuality: 0.9 });
  });
});

describe('cropArea', () => {
  it('takes the centred square of a landscape photo at zoom 1', () => {
    expect(cropArea(4000, 3000, 1, { x: 0, y: 0 })).toEqual({ x: 500, y: 0, size: 3000 });
  });

  it('shrinks the square as the zoom grows', () => {
    expect(cropArea(3000, 3000, 2, { x: 0, y: 0 })).toEqual({ x: 750, y: 750, size: 1500 });
    expect(cropArea(3000, 3000, 3, { x: 0, y: 0 }).size).toBe(1000);
  });

  it('pans to the edges and no further', () => {
    expect(cropArea(4000, 3000, 1, { x: -1, y: 0 })).toMatchObject({ x: 0 });
    expect(cropArea(4000, 3000, 1, { x: 5, y: 0 })).toMatchObject({ x: 1000 });
    expect(cropArea(3000, 3000, 2, { x: 1, y: -1 })).toEqual({ x: 1500, y: 0, size: 1500 });
  });

  it('keeps the zoom inside 1 to 3', () => {
    expect(cropArea(1000, 1000, 10, { x: 0, y: 0 }).size).toBeCloseTo(333.33, 1);
    expect(cropArea(1000, 1000, 0.2, { x: 0, y: 0 }).size).toBe(1000);
  });
});
