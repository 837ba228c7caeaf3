import { ageText, toCalendarDate } from '@domain/age';
import { firstNameOf, greetingFor } from '@domain/greeting';
import { lazy, Suspense } from 'react';
import { BabySwitcher } from '@/components/baby-switcher';
import { Skeleton } from '@/components/ui/skeleton';
import { CenteredSpinner } from '@/components/ui/spinner';
import { WhenVisible } from '@/components/when-visible';
import { useGlance } from '@/shared/agenda/agenda-glance';
import { useAgendaLiveUpdates } from '@/shared/agenda/agenda-live-updates';
import { useMe } from '@/shared/session/session';
import { BabyCard, NoBabyCard } from './baby-card';
import { CareGlance } from './care-glance';
import { ShortcutTiles } from './shortcut-tiles';

// Below the tiles, so its code comes after the page's first paint.
const CareTimersPanel = lazy(() =>
  import('@/components/care-timers-panel').then((module) => ({ default: module.CareTimersPanel })),
);

// Its texts and clock code load after the page's first paint; the skeleton keeps its place.
const SleepCard = lazy(() => import('@/components/sleep-card').then((module) => ({ default: module.SleepCard })));

// Below the fold: its milestone texts and its request wait until she scrolls to it.
const NextMilestones = lazy(() => import('./next-milestones'));
const NextConsultations = lazy(() => import('./next-consultations'));

export default function DashboardPage() {
  const me = useMe();
  const glance = useGlance();
  useAgendaLiveUpdates();
  if (!me.data) return <CenteredSpinner />;
  const { profile, baby, isAdmin } = me.data;
  const now = new Date();

  return (
    <div className="space-y-5 pt-3">
      <section>
        <h1 className="text-2xl font-extrabold">
          {greetingFor(now.getHours())}, {firstNameOf(profile.fullName)}!
        </h1>
        <p className="text-muted">Como vocês estão hoje?</p>
      </section>
      {baby ? (
        <div className="space-y-3">
          <BabyCard name={baby.name} age={ageText(baby.birthDate, toCalendarDate(now))} photoUrl={baby.photoUrl} />
          <BabySwitcher />
          <CareGlance glance={glance.data} pending={glance.isPending} now={now} />
          <Suspense fallback={<Skeleton className="h-28 rounded-[var(--radius-card)]" />}>
            <SleepCard />
          </Suspense>
        </div>
      ) : (
        <NoBabyCard />
      )}
      <ShortcutTiles isAdmin={isAdmin} />
      {/* Below the tiles: it appears with the glance's answers and would move them. */}
      {baby && (
        <Suspense fallback={null}>
          <CareTimersPanel userId={me.data.user.id} glance={glance.data} />
        </Suspense>
      )}
      {baby && (
        <WhenVisible>
          <Suspense fallback={null}>
            <NextConsultations />
          </Suspense>
        </WhenVisible>
      )}
      {baby && (
        <WhenVisible>
          <Suspense fallback={null}>
            <NextMilestones />
          </Suspense>
        </WhenVisible>
      )}
    </div>
  );
}
