import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/shared/profile/profile';
import { AvatarCard } from './components/avatar-card';
import { MotherForm } from './components/mother-form';
import { PasswordChangeCard } from './components/password-change-card';

export default function MotherDataPage() {
  const profile = useProfile();
  if (profile.isPending) return <FormSkeleton rows={5} />;
  if (profile.isError)
    return <LoadError message="Erro ao carregar dados do perfil" onRetry={() => profile.refetch()} />;
  return (
    <div className="space-y-5 pt-3">
      <h1 className="text-2xl font-extrabold">Meus dados</h1>
      <AvatarCard profile={profile.data} />
      <MotherForm profile={profile.data} />
      <PasswordChangeCard />
    </div>
  );
}
