import {
  Activity,
  Armchair,
  Baby,
  Bed,
  CircleCheck,
  Eye,
  Footprints,
  Hand,
  HandHeart,
  Heart,
  type LucideIcon,
  Moon,
  Move,
  Music,
  PersonStanding,
  RotateCcw,
  Smile,
  Sparkles,
  Sun,
  Timer,
  Wind,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  activity: Activity,
  armchair: Armchair,
  baby: Baby,
  bed: Bed,
  'circle-check': CircleCheck,
  eye: Eye,
  footprints: Footprints,
  hand: Hand,
  'hand-heart': HandHeart,
  heart: Heart,
  moon: Moon,
  move: Move,
  music: Music,
  'person-standing': PersonStanding,
  'rotate-ccw': RotateCcw,
  smile: Smile,
  sparkles: Sparkles,
  sun: Sun,
  timer: Timer,
  wind: Wind,
};

/** The drawing of one tutorial step: an icon from the app's own set, no image from outside. */
export function StepIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? Sparkles;
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent">
      <Icon className="size-6" aria-hidden />
    </span>
  );
}
