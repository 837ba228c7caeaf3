import { Camera } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { photoFileError } from '@/lib/photo-file';
import { toast } from '@/lib/toast';
import { Button } from './button';
import { ImageCropDialog } from './image-crop-dialog';

/** "Escolher foto": picks an image, checks it, crops it, and hands back a JPEG. */
export function PhotoPicker({
  label,
  onPicked,
  disabled,
}: {
  label: string;
  onPicked: (jpeg: Blob) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const cancel = useCallback(() => setFile(null), []);

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const picked = e.target.files?.[0];
          e.target.value = '';
          if (!picked) return;
          const error = photoFileError(picked);
          if (error) toast.error(error);
          else setFile(picked);
        }}
      />
      <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled}>
        <Camera /> {label}
      </Button>
      <ImageCropDialog
        file={file}
        onCancel={cancel}
        onCropped={(jpeg) => {
          setFile(null);
          onPicked(jpeg);
        }}
      />
    </>
  );
}
