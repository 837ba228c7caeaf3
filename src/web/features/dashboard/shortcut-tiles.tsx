import { LU_NAME } from '@domain/chat/lu-identity';
import {
  CalendarHeart,
  Dumbbell,
  type LucideIcon,
  MessageCircleHeart,
  Ruler,
  ShieldCheck,
  Siren,
  Sparkles,
  Syringe,
  Utensils,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface Tile {
  to: string;
  label: string;
  icon: LucideIcon;
  tone: string;
}

const TILES: Tile[] = [
  { to: '/agenda', label: 'Agenda', icon: CalendarHeart, tone: 'bg-primary-soft text-primary-strong' },
  { to: '/vacinas', label: 'Vacinas', icon: Syringe, tone: 'bg-accent-soft text-accent' },
  { to: '/crescimento', label: 'Crescimento', icon: Ruler, tone: 'bg-violet-100 text-violet-800' },
  { to: '/desenvolvimento', label: 'Marcos', icon: Sparkles, tone: 'bg-lime-100 text-lime-800' },
  { to: '/guia-alimentacao', label: 'Alimentação', icon: Utensils, tone: 'bg-amber-100 text-amber-800' },
  {
    to: '/ia-nutricionista',
    label: LU_NAME,
    icon: MessageCircleHeart,
    tone: 'bg-emerald-100 text-emerald-800',
  },
  { to: '/exercicios', label: 'Exercícios', icon: Dumbbell, tone: 'bg-sky-100 text-sky-800' },
  { to: '/emergencia', label: 'SOS', icon: Siren, tone: 'bg-red-100 text-red-800' },
];

const ADMIN_TILE: Tile = {
  to: '/admin/dashboard',
  label: 'Painel Admin',
  icon: ShieldCheck,
  tone: 'bg-accent text-white',
};

export function ShortcutTiles({ isAdmin }: { isAdmin: boolean }) {
  const tiles = isAdmin ? [...TILES, ADMIN_TILE] : TILES;
  return (
    <nav aria-label="Atalhos">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {tiles.map(({ to, label, icon: Icon, tone }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-28 flex-col justify-between rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)] hover:border-primary/40"
            >
              <span className={cn('flex size-11 items-center justify-center rounded-2xl', tone)}>
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="font-extrabold">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
