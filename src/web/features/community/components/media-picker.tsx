import { ACCEPTED_MEDIA, checkPickedFiles, MEDIA_MAX_FILES } from '@domain/community/media-rules';
import { ImagePlus, Play, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/**
 * The post's photos and videos: checked as they are picked (count, type, size, with the spec's
 * messages), shown as thumbnails that can be removed before posting.
 */
export function MediaPicker({
  files,
  onChange,
  disabled,
  max = MEDIA_MAX_FILES,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  max?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  const pick = (list: FileList | null) => {
    const { accepted, errors } = checkPickedFiles([...(list ?? [])], files.length, max);
    for (const message of errors) toast.error(message);
    if (accepted.length) onChange([...files, ...accepted]);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-3">
      {previews.length > 0 && (
        <ul className="grid grid-cols-3 gap-2" aria-label="Arquivos escolhidos">
          {previews.map(({ file, url }, index) => (
            <li key={url} className="relative aspect-square overflow-hidden rounded-2xl bg-line">
              {file.type.startsWith('video/') ? (
                <>
                  <video
                    src={url}
                    muted
                    playsInline
                    preload="metadata"
                    className="size-full object-cover"
                    aria-label={file.name}
                  />
                  <Play className="absolute left-2 top-2 size-5 fill-white text-white drop-shadow" aria-hidden />
                </>
              ) : (
                <img src={url} alt={file.name} className="size-full object-cover" />
              )}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                aria-label={`Remover ${file.name}`}
                className="absolute right-1 top-1 flex size-9 items-center justify-center rounded-full bg-ink/70 text-white"
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_MEDIA}
        multiple
        hidden
        onChange={(e) => pick(e.target.files)}
        aria-label="Escolher fotos ou vídeos"
      />
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || files.length >= max}
        onClick={() => input.current?.click()}
      >
        <ImagePlus /> Foto ou vídeo
      </Button>
    </div>
  );
}
