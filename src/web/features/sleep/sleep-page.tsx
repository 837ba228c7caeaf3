import { Moon } from 'lucide-react';
import { useState } from 'react';
import { NoBabyNotice } from '@/components/no-baby-notice';
import { SleepCard } from '@/components/sleep-card';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAgendaLiveUpdates } from '@/shared/agenda/agenda-live-updates';
import { type SleepDays, useSleepPage } from './api/sleep-page';
import { LearnedWindows } from './components/learned-windows';
import { SafeSleep } from './components/safe-sleep';
import { SleepTimeline } from './components/sleep-timeline';
import { SleepTotals } from './components/sleep-totals';

const PERIODS = [
  { id: '7', label: '7 dias' },
  { id: '14', label: '14 dias' },
  { id: '30', label: '30 dias' },
] as const;

// Asked for after sign-in, so the screen opens offline even if she never opened it (decision 048).
export { prefetchForOffline } from './api/prefetch-for-offline';

/** `/sono`: the last days of sleep, the range for her age, what the app learned and how often it was right. */
export default function SleepPage() {
  const [period, setPeriod] = useState<SleepDays>('7');
  const page = useSleepPage(period);
  useAgendaLiveUpdates();
  return (
    <div className="space-y-4 pb-8 pt-3">
      <h1 className="flex items-center gap-2 text-2xl font-extrabold">
        <Moon className="size-6 text-primary" aria-hidden /> Sono
      </h1>
      <SleepCard linkToPage={false} />
      <ChoiceChips
        name="period"
        legend="Período"
        options={PERIODS}
        value={period}
        onChange={(v) => v && setPeriod(v)}
      />
      {page.isPending ? (
        <div role="status" aria-label="Carregando" className="space-y-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-40" />
        </div>
      ) : page.isError ? (
        <LoadError message="Não foi possível carregar o sono" onRetry={() => page.refetch()} />
      ) : !('days' in page.data) ? (
        <NoBabyNotice />
      ) : (
        <>
          <LearnedWindows page={page.data} />
          <SleepTimeline days={page.data.days} />
          <SleepTotals page={page.data} />
        </>
      )}
      <SafeSleep />
    </div>
  );
}
