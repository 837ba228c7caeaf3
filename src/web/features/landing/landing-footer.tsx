import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

export function LandingFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-8 text-center">
        <Logo />
        <p className="text-sm text-muted">O manual do seu bebê</p>
        <nav aria-label="Institucional" className="flex gap-1">
          <Button variant="ghost">Privacidade</Button>
          <Button variant="ghost">Termos</Button>
          <Button variant="ghost">Contato</Button>
        </nav>
        <p className="text-sm text-muted">© 2025 Lumma. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
