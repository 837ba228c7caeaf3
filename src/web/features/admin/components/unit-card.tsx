import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/first-error';
import { toast } from '@/lib/toast';
import {
  type AdminUnit,
  useAdminUnitDetail,
  useCloseUnit,
  useInviteUnitStaff,
  useRemoveUnitMember,
} from '../api/admin-units';

function Staff({ unitId }: { unitId: string }) {
  const detail = useAdminUnitDetail(unitId);
  const remove = useRemoveUnitMember();
  if (!detail.data) return <p className="text-sm text-muted">Carregando a equipe…</p>;
  const { members, invitations } = detail.data;
  return (
    <div className="space-y-2 text-sm">
      {members.length === 0 && <p className="text-muted">Ninguém na equipe ainda.</p>}
      <ul aria-label="Equipe" className="divide-y divide-line">
        {members.map((m) => (
          <li key={m.userId} className="flex items-center justify-between gap-2 py-2">
            <span>
              <strong>{m.name}</strong> · {m.email}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: unitId, userId: m.userId },
                  {
                    onSuccess: () => toast.success('Profissional removida da unidade'),
                    onError: (error) => toast.error(messageFor(error, 'Não foi possível remover')),
                  },
                )
              }
            >
              Remover
            </Button>
          </li>
        ))}
      </ul>
      {invitations.length > 0 && (
        <p className="text-muted">Convites pendentes: {invitations.map((i) => i.email).join(', ')}</p>
      )}
    </div>
  );
}

/** One unit: its code for the families, its staff, an invitation by e-mail, and closing it. */
export function UnitCard({ unit }: { unit: AdminUnit }) {
  const [email, setEmail] = useState('');
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const invite = useInviteUnitStaff();
  const close = useCloseUnit();
  const closed = unit.closedAt !== null;
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="text-sm">
          <h2 className="text-base font-extrabold">{unit.name}</h2>
          <p className="text-muted">
            {unit.address} · {unit.municipality} · {unit.openingHours}
            {unit.cnes && ` · CNES ${unit.cnes}`}
          </p>
          <p>
            {closed ? (
              <strong>Encerrada</strong>
            ) : (
              <>
                Código para as famílias: <strong className="tracking-widest">{unit.inviteCode}</strong>
              </>
            )}{' '}
            · {unit.staff} na equipe · {unit.babies} bebês com consentimento
          </p>
        </div>
        {!closed && (
          <Button size="sm" variant="outline" onClick={() => setClosing(true)}>
            Encerrar unidade
          </Button>
        )}
      </div>
      {!closed && (
        <form
          className="flex flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            invite.mutate(
              { id: unit.id, email },
              {
                onSuccess: () => {
                  toast.success(`Convite enviado para ${email}`);
                  setEmail('');
                },
                onError: (error) => toast.error(messageFor(error, 'Não foi possível convidar')),
              },
            );
          }}
        >
          <Input
            aria-label={`E-mail da profissional para ${unit.name}`}
            type="email"
            value={email}
            placeholder="enfermeira@ubs.gov.br"
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" size="sm" disabled={invite.isPending || email.trim() === ''}>
            Convidar profissional
          </Button>
        </form>
      )}
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Ocultar equipe' : 'Ver equipe'}
      </Button>
      {open && <Staff unitId={unit.id} />}
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="Encerrar unidade?"
        description={`A equipe da ${unit.name} perde o acesso na hora e os consentimentos das famílias terminam.`}
        confirmLabel="Encerrar"
        pending={close.isPending}
        onConfirm={() =>
          close.mutate(unit.id, {
            onSuccess: () => {
              toast.success('Unidade encerrada');
              setClosing(false);
            },
            onError: (error) => toast.error(messageFor(error, 'Não foi possível encerrar')),
          })
        }
      />
    </Card>
  );
}
