import { CROP, cropArea } from '@domain/images';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { cropToJpeg, loadImage } from '@/lib/crop-image';
import { toast } from '@/lib/toast';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

const VIEWPORT = 256;

/** Square crop with a round mask: drag to move, slide to zoom (1 to 3). */
export function ImageCropDialog({
  file,
  onCancel,
  onCropped,
}: {
  file: File | null;
  onCancel: () => void;
  onCropped: (jpeg: Blob) => void;
}) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState<number>(CROP.minZoom);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    let cancelled = false;
    setImage(null);
    setZoom(CROP.minZoom);
    setPan({ x: 0, y: 0 });
    loadImage(url).then(
      (loaded) => !cancelled && setImage(loaded),
      (error: Error) => {
        toast.error(error.message);
        onCancel();
      },
    );
    return () => {
      cancelled = true;
      URL.revokeObjectURL(url);
    };
  }, [file, onCancel]);

  const area = image ? cropArea(image.naturalWidth, image.naturalHeight, zoom, pan) : null;
  const scale = area ? VIEWPORT / area.size : 1;

  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || !image || !area) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    const roomX = (image.naturalWidth - area.size) / 2;
    const roomY = (image.naturalHeight - area.size) / 2;
    setPan((p) => ({
      x: roomX > 0 ? Math.max(-1, Math.min(1, p.x - dx / scale / roomX)) : 0,
      y: roomY > 0 ? Math.max(-1, Math.min(1, p.y - dy / scale / roomY)) : 0,
    }));
  };

  const confirm = async () => {
    if (!image || !area) return;
    try {
      onCropped(await cropToJpeg(image, area));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogTitle>Ajustar foto</DialogTitle>
        <DialogDescription>Arraste para posicionar e use o zoom para aproximar.</DialogDescription>
        <div
          className="relative mx-auto mt-5 touch-none select-none overflow-hidden rounded-2xl bg-ink/80"
          style={{ width: VIEWPORT, height: VIEWPORT }}
          onPointerDown={(e) => {
            drag.current = { x: e.clientX, y: e.clientY };
            e.currentTarget.setPointerCapture(e.pointerId);
          }}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
        >
          {image && area && (
            <img
              src={image.src}
              alt="Prévia do recorte"
              draggable={false}
              className="absolute max-w-none"
              style={{
                width: image.naturalWidth * scale,
                height: image.naturalHeight * scale,
                left: -area.x * scale,
                top: -area.y * scale,
              }}
            />
          )}
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgb(47_36_49/0.55)]"
          />
        </div>
        <label className="mt-5 block text-sm font-bold" htmlFor="crop-zoom">
          Zoom
        </label>
        <input
          id="crop-zoom"
          type="range"
          min={CROP.minZoom}
          max={CROP.maxZoom}
          step={CROP.zoomStep}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="mt-2 w-full accent-[var(--color-primary)]"
        />
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={confirm} disabled={!image}>
            Usar foto
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
