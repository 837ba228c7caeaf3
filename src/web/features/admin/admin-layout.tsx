import * as DialogPrimitive from '@radix-ui/react-dialog';
import { PanelLeft } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ADMIN_PAGES, AdminNav } from './components/admin-nav';
import { useAdminSidebar } from './components/use-admin-sidebar';

/** The back office: a sidebar (16rem, 3rem collapsed; an 18rem sheet on phones) and the page. */
export default function AdminLayout() {
  const sidebar = useAdminSidebar();
  const { pathname } = useLocation();
  const title = ADMIN_PAGES.find((p) => pathname.startsWith(p.to))?.label ?? 'Painel Admin';

  return (
    <div className="min-h-dvh bg-background">
      {!sidebar.isMobile && (
        <aside
          aria-label="Menu do painel"
          data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
          className={cn(
            'fixed inset-y-0 left-0 z-30 border-r border-line bg-surface transition-[width] duration-200',
            sidebar.expanded ? 'w-64' : 'w-12',
          )}
        >
          <AdminNav compact={!sidebar.expanded} />
        </aside>
      )}
      {sidebar.isMobile && (
        <DialogPrimitive.Root open={sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen}>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40" />
            <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-72 bg-surface shadow-xl focus:outline-none">
              <DialogPrimitive.Title className="sr-only">Menu do painel</DialogPrimitive.Title>
              <DialogPrimitive.Description className="sr-only">
                Páginas do painel administrativo
              </DialogPrimitive.Description>
              <AdminNav onNavigate={() => sidebar.setMobileOpen(false)} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      )}
      <div
        className={cn('transition-[padding] duration-200', !sidebar.isMobile && (sidebar.expanded ? 'pl-64' : 'pl-12'))}
      >
        <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-line/60 bg-background/90 px-3 py-2 backdrop-blur">
          <Button
            variant="ghost"
            size="icon"
            onClick={sidebar.toggle}
            aria-label="Alternar menu lateral"
            title="Alternar menu lateral (Ctrl+B)"
            aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
          >
            <PanelLeft />
          </Button>
          <p className="text-sm font-bold text-muted">{title}</p>
        </header>
        <main className="mx-auto max-w-6xl px-4 pb-16 pt-4">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
