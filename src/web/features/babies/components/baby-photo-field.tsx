import { Baby as BabyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { UploadProgress } from '@/components/ui/upload-progress';

/** The baby's photo: uploaded at once for a saved baby, kept until saving for a new one. */
export function BabyPhotoField({
  name,
  photoUrl,
  pending,
  uploading,
  progress,
  onPicked,
}: {
  name: string;
  photoUrl: string | null;
  pending: Blob | null;
  uploading: boolean;
  progress: number;
  onPicked: (jpeg: Blob) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) return setPreview(null);
    const url = URL.createObjectURL(pending);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);
  const shown = preview ?? photoUrl;

  return (
    <div className="flex items-center gap-4">
      {shown ? (
        <img src={shown} alt={`Foto de ${name}`} className="size-20 rounded-full object-cover" />
      ) : (
        <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <BabyIcon className="size-9" aria-hidden />
        </span>
      )}
      <div className="flex-1">
        {uploading ? (
          <UploadProgress percent={progress} />
        ) : (
          <PhotoPicker label={shown ? 'Trocar foto' : 'Escolher foto'} onPicked={onPicked} />
        )}
      </div>
    </div>
  );
}
