import { whatsappShareUrl } from '@domain/family/invitation';
import { REPORT_LINK_DAYS } from '@domain/reports/report-link';
import { Copy, Link2, MessageCircle } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import { useReportLinks, useRevokeReportLink } from '../api/report';

const brDate = (iso: string) => new Date(iso).toLocaleDateString('pt-BR');
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The link just made: copy it or send it by WhatsApp. It is shown once; only its hash is kept. */
export function NewReportLink({ url, babyName }: { url: string; babyName: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado!');
    } catch {
      toast.error('Não foi possível copiar. Toque e segure o link para copiar.');
    }
  };
  const message = `Relatório de ${babyName} no Lumma, para a consulta: ${url}`;
  return (
    <div className="space-y-2 rounded-2xl bg-primary-faint p-3">
      <p className="text-sm">
        Qualquer pessoa com este link vê o relatório, sem conta, por {REPORT_LINK_DAYS} dias ou até você revogar.
      </p>
      <Input readOnly value={url} aria-label="Link do relatório" onFocus={(e) => e.currentTarget.select()} />
      <div className="grid gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden /> Copiar link
        </Button>
        <a
          href={whatsappShareUrl(message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'secondary' })}
        >
          <MessageCircle aria-hidden /> Enviar pelo WhatsApp
        </a>
      </div>
    </div>
  );
}

/** The baby's links still open, each with "Revogar". */
export function ActiveReportLinks({ babyId, userId }: { babyId: string; userId: string | undefined }) {
  const links = useReportLinks(babyId);
  const revoke = useRevokeReportLink(babyId);
  if (!links.data?.length) return null;
  return (
    <div className="space-y-2">
      <p className="text-sm font-bold">Links ativos</p>
      <ul aria-label="Links ativos" className="divide-y divide-line rounded-2xl border border-line">
        {links.data.map((link) => (
          <li key={link.id} className="flex items-center gap-3 px-3 py-2">
            <Link2 className="size-5 shrink-0 text-muted" aria-hidden />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">
                {dayText(link.periodFrom)} a {dayText(link.periodTo)}
                {link.createdBy === userId ? '' : ' · de outra pessoa da família'}
              </p>
              <p className="text-muted">Vale até {brDate(link.expiresAt)}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(link.id, {
                  onSuccess: () => toast.success('Link revogado'),
                  onError: (error) => toast.error(messageFor(error, 'Não foi possível revogar o link')),
                })
              }
            >
              Revogar
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
