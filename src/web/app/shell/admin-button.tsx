import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

export function AdminButton() {
  return (
    <Link
      to="/admin/dashboard"
      title="Painel Admin"
      aria-label="Painel Admin"
      className="fixed bottom-24 right-4 z-30 flex size-14 items-center justify-center rounded-full bg-accent text-white shadow-lg hover:bg-accent/90"
    >
      <ShieldCheck className="size-6" aria-hidden />
    </Link>
  );
}
