import type { CalendarDate } from '@domain/age';
import { addDays } from '@domain/agenda/day-periods';
import { formatDate } from '@domain/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

function dayName(day: CalendarDate, today: CalendarDate) {
  if (day === today) return 'Hoje';
  if (day === addDays(today, -1)) return 'Ontem';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' }).format(new Date(y, m - 1, d));
  return weekday.charAt(0).toUpperCase() + weekday.slice(1);
}

export function DayNavigator({
  day,
  today,
  onChange,
}: {
  day: CalendarDate;
  today: CalendarDate;
  onChange: (day: CalendarDate) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button variant="outline" size="icon" aria-label="Dia anterior" onClick={() => onChange(addDays(day, -1))}>
        <ChevronLeft />
      </Button>
      <h1 className="flex-1 text-center" aria-live="polite">
        <span className="block text-xl font-extrabold">{dayName(day, today)}</span>
        <span className="text-sm font-semibold text-muted">{formatDate(day)}</span>
      </h1>
      <Button
        variant="outline"
        size="icon"
        aria-label="Próximo dia"
        disabled={day >= today}
        onClick={() => onChange(addDays(day, 1))}
      >
        <ChevronRight />
      </Button>
    </div>
  );
}
