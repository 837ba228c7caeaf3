import { Link } from 'react-router';
import { UpcomingConsultations } from '@/components/upcoming-consultations';

/** The next appointments, when there are any: the agenda holds the rest. */
export default function NextConsultations() {
  return (
    <section aria-labelledby="next-consultations-title" className="space-y-2">
      <div className="flex items-baseline">
        <h2 id="next-consultations-title" className="flex-1 text-lg font-extrabold">
          Próximas consultas
        </h2>
        <Link to="/agenda" className="text-sm font-bold text-primary">
          Ver na agenda
        </Link>
      </div>
      <UpcomingConsultations
        limit={3}
        empty={<p className="text-sm text-muted">Nenhuma consulta agendada. Agende pela agenda.</p>}
      />
    </section>
  );
}
