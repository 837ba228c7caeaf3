import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { UploadProgress } from '@/components/ui/upload-progress';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import type { Profile } from '@/shared/profile/profile';
import { useUploadAvatar } from '../api/update-profile';

export function AvatarCard({ profile }: { profile: Profile }) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadAvatar(setProgress);
  return (
    <Card className="flex items-center gap-4">
      <Avatar name={profile.fullName} url={profile.avatarUrl} />
      <div className="flex-1 space-y-2">
        {upload.isPending ? (
          <UploadProgress percent={progress} />
        ) : (
          <PhotoPicker
            label={profile.avatarUrl ? 'Trocar foto' : 'Escolher foto'}
            onPicked={(jpeg) => {
              setProgress(0);
              upload.mutate(jpeg, {
                onSuccess: () => toast.success('Foto enviada com sucesso!'),
                onError: (error) => toast.error(messageFor(error, 'Erro ao enviar foto')),
              });
            }}
          />
        )}
      </div>
    </Card>
  );
}
