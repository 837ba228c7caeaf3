import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import type { Post } from '../api/community';

/** Photos open full screen; videos play where they are. */
export function PostMedia({ media, author }: { media: Post['media']; author: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const images = media.filter((m) => m.type === 'image');
  const single = media.length === 1;

  return (
    <>
      <ul className={cn('mt-3 grid gap-1.5 overflow-hidden rounded-2xl', single ? 'grid-cols-1' : 'grid-cols-2')}>
        {media.map((item, index) => (
          <li
            key={item.url}
            className={cn('bg-line', !single && media.length % 2 === 1 && index === 0 && 'col-span-2')}
          >
            {item.type === 'video' ? (
              // biome-ignore lint/a11y/useMediaCaption: mothers' own videos come with no captions to offer
              <video
                src={item.url}
                controls
                playsInline
                preload="metadata"
                className={cn('w-full bg-ink', single ? 'max-h-[28rem]' : 'aspect-square object-cover')}
              >
                Seu navegador não consegue reproduzir este vídeo.
              </video>
            ) : (
              <button
                type="button"
                className="block w-full"
                onClick={() => setOpen(images.indexOf(item))}
                aria-label={`Ver foto ${images.indexOf(item) + 1} de ${author} em tela cheia`}
              >
                <img
                  src={item.url}
                  alt=""
                  loading="lazy"
                  className={cn('w-full object-cover', single ? 'max-h-[28rem]' : 'aspect-square')}
                />
              </button>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent layout="fullscreen">
          <DialogTitle className="sr-only">Foto de {author}</DialogTitle>
          {open !== null && images[open] && (
            <img
              src={images[open].url}
              alt={`Foto ${open + 1} de ${images.length}`}
              className="max-h-full max-w-full object-contain"
            />
          )}
          {images.length > 1 && open !== null && (
            <div className="absolute inset-x-0 bottom-6 flex items-center justify-center gap-6 text-white">
              <button
                type="button"
                aria-label="Foto anterior"
                disabled={open === 0}
                onClick={() => setOpen(open - 1)}
                className="flex size-12 items-center justify-center rounded-full bg-white/15 disabled:opacity-30"
              >
                <ChevronLeft aria-hidden />
              </button>
              <span className="text-sm font-bold">
                {open + 1} / {images.length}
              </span>
              <button
                type="button"
                aria-label="Próxima foto"
                disabled={open === images.length - 1}
                onClick={() => setOpen(open + 1)}
                className="flex size-12 items-center justify-center rounded-full bg-white/15 disabled:opacity-30"
              >
                <ChevronRight aria-hidden />
              </button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
