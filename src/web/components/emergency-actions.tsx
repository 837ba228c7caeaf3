import { Phone } from 'lucide-react';
import { Link } from 'react-router';

/** "Ligar 192" and "Abrir guia SOS", under anything that sounds like an emergency. */
export function EmergencyActions() {
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <a
        href="tel:192"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-4 font-extrabold text-white"
      >
        <Phone className="size-4" aria-hidden />
        Ligar 192
      </a>
      <Link
        to="/emergencia"
        className="inline-flex min-h-11 items-center rounded-full border border-red-300 bg-white px-4 font-extrabold text-red-900"
      >
        Abrir guia SOS
      </Link>
    </div>
  );
}
