import {
  Baby,
  Bell,
  Building2,
  ChevronRight,
  CirclePlus,
  CreditCard,
  FileUp,
  HeartHandshake,
  KeyRound,
  type LucideIcon,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { FormSkeleton } from '@/components/ui/skeleton';
import { useProfile } from '@/shared/profile/profile';
import { DataRightsCard } from './components/data-rights-card';

const MENU: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dados-mae', label: 'Meus dados', icon: UserRound },
  { to: '/dados-bebe', label: 'Dados do bebê', icon: Baby },
  { to: '/dados-bebe?novo=1', label: 'Cadastrar outro bebê', icon: CirclePlus },
  { to: '/familia', label: 'Família', icon: HeartHandshake },
  { to: '/plano', label: 'Alterar plano', icon: CreditCard },
  { to: '/notificacoes', label: 'Notificações', icon: Bell },
  { to: '/perfil/unidade-de-saude', label: 'Minha unidade de saúde', icon: Building2 },
  { to: '/acesso-por-aplicativos', label: 'Acesso por aplicativos', icon: KeyRound },
  { to: '/comunidade', label: 'Comunidade', icon: UsersRound },
  { to: '/perfil/importar', label: 'Importar de outro app', icon: FileUp },
];

export default function ProfilePage() {
  const profile = useProfile();
  if (profile.isPending) return <FormSkeleton />;
  if (profile.isError)
    return <LoadError message="Erro ao carregar dados do perfil" onRetry={() => profile.refetch()} />;
  const { fullName, email, avatarUrl } = profile.data;

  return (
    <div className="space-y-5 pt-3">
      <section className="flex flex-col items-center gap-2 text-center">
        <Avatar name={fullName} url={avatarUrl} className="size-24 border-4 border-white shadow" />
        <h1 className="text-xl font-extrabold">{fullName}</h1>
        <p className="text-muted">{email}</p>
      </section>
      <Card className="p-2">
        <nav aria-label="Perfil">
          <ul className="divide-y divide-line">
            {MENU.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-14 items-center gap-3 rounded-2xl px-3 font-bold hover:bg-primary-faint"
                >
                  <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {label}
                  <ChevronRight className="ml-auto size-5 text-muted" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
      <DataRightsCard />
    </div>
  );
}
