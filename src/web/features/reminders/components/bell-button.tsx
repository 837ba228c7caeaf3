import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useUnreadReminders } from '@/shared/reminders/unread-reminders';

/** The header's bell: the reminders not seen yet, and the way to all of them. */
export function BellButton() {
  const unread = useUnreadReminders().data?.unread ?? 0;
  const label = unread > 0 ? `Notificações, ${unread} não lidas` : 'Notificações';
  return (
    <Link
      to="/lembretes"
      aria-label={label}
      title="Notificações"
      className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
    >
      <Bell aria-hidden />
      {unread > 0 && (
        <span
          aria-hidden
          className="absolute right-1 top-1 flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-extrabold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
