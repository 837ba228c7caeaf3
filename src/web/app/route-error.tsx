import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A page chunk that failed to load (a new release, a dropped connection) or a render error. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error(`page failed: ${error.message}`);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-xl font-bold">Não foi possível abrir esta página</h1>
        <p className="max-w-xs text-muted">Verifique sua conexão e tente de novo.</p>
        <Button onClick={() => window.location.reload()}>
          <RefreshCw /> Recarregar
        </Button>
      </main>
    );
  }
}
