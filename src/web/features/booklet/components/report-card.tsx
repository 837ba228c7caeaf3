import { toCalendarDate } from '@domain/age';
import { linkPeriodEndsInTime, REPORT_LINK_FUTURE_MESSAGE } from '@domain/reports/report-link';
import { REPORT_PERIODS, ReportQuerySchema } from '@domain/reports/report-period';
import { FileDown, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useDownloadReport, useShareReport } from '../api/report';
import { ActiveReportLinks, NewReportLink } from './report-links';

type PeriodChoice = (typeof REPORT_PERIODS)[number]['id'] | 'dates';
const CHOICES = [...REPORT_PERIODS, { id: 'dates', label: 'Escolher datas' }] as const;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** "Relatório para o pediatra": the period, then "Baixar PDF". */
export function ReportCard({ babyId, babyName, userId }: { babyId: string; babyName: string; userId?: string }) {
  const today = toCalendarDate(new Date());
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const [from, setFrom] = useState(daysBefore(today, 29));
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string>();
  const report = useDownloadReport();
  const share = useShareReport();
  const [shared, setShared] = useState<string>();

  /** The chosen period, checked as the server checks it; its first problem shows under the chips. */
  const query = () => {
    const preset = REPORT_PERIODS.find((p) => p.id === choice);
    const period = preset ? { from: daysBefore(today, preset.days - 1), to: today } : { from, to };
    const parsed = ReportQuerySchema.safeParse({
      babyId,
      ...period,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    setError(parsed.success ? undefined : parsed.error.issues[0]!.message);
    return parsed.success ? parsed.data : null;
  };

  const shareLink = () => {
    const parsed = query();
    if (!parsed) return;
    // A link shows days already lived, as the server requires.
    if (!linkPeriodEndsInTime(parsed.to, today)) return setError(REPORT_LINK_FUTURE_MESSAGE);
    share.mutate(parsed, {
      onSuccess: ({ path }) => setShared(`${window.location.origin}${path}`),
      onError: (failure) => toast.error(messageFor(failure, 'Não foi possível criar o link')),
    });
  };

  const download = () => {
    const parsed = query();
    if (!parsed) return;
    report.mutate(parsed, {
      onSuccess: () => toast.success('Relatório baixado!'),
      onError: (failure) => toast.error(messageFor(failure, 'Não foi possível gerar o relatório')),
    });
  };

  return (
    <Card className="space-y-4" role="region" aria-labelledby="report-title">
      <div>
        <h2 id="report-title" className="text-lg font-extrabold">
          Relatório para o pediatra
        </h2>
        <p className="text-sm text-muted">
          Um PDF com os dados do bebê, crescimento, vacinas, marcos e a rotina do período, para levar à consulta.
        </p>
      </div>
      <ChoiceChips
        name="report-period"
        legend="Período"
        options={CHOICES}
        value={choice}
        onChange={(next) => next && setChoice(next)}
      />
      {choice === 'dates' && (
        <div className="grid grid-cols-2 gap-3">
          <Field id="report-from" label="De">
            <Input id="report-from" type="date" max={today} value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field id="report-to" label="Até">
            <Input id="report-to" type="date" max={today} value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="grid gap-2">
        <Button className="w-full" disabled={report.isPending} onClick={download}>
          <FileDown aria-hidden /> {report.isPending ? 'Gerando…' : 'Baixar PDF'}
        </Button>
        <Button variant="outline" className="w-full" disabled={share.isPending} onClick={shareLink}>
          <Share2 aria-hidden /> Compartilhar com o pediatra
        </Button>
      </div>
      {shared && <NewReportLink url={shared} babyName={babyName} />}
      <ActiveReportLinks babyId={babyId} userId={userId} />
    </Card>
  );
}
