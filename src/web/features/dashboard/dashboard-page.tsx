import { ageText, toCalendarDate } from '@domain/age';
import { firstNameOf, greetingFor } from '@domain/greeting';
import { BabySwitcher } from '@/components/baby-switcher';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/session';
import { BabyCard, NoBabyCard } from './baby-card';
import { ShortcutTiles } from './shortcut-tiles';

export default function DashboardPage() {
  const me = useMe();
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
        </div>
      ) : (
        <NoBabyCard />
      )}
      <ShortcutTiles isAdmin={isAdmin} />
    </div>
  );
}
