// The browser offers to install once per page load, early, with `beforeinstallprompt`: it is kept
// here from the first moment (main.tsx) so the banner and the header button can use it later.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_UNTIL_KEY = 'lumma:install-dismissed-until';
const NEVER_SHOW_KEY = 'lumma:install-never-show';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own banner asks instead of the browser's mini bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    clearInstallDismissals();
    emit();
  });
}

export function subscribeToInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const canPromptInstall = () => deferred !== null;

/** Shows the browser's own install question; an accepted install clears both dismissals. */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = deferred;
  if (!event) return 'dismissed';
  await event.prompt();
  const { outcome } = await event.userChoice;
  // The browser offers a prompt only once.
  deferred = null;
  if (outcome === 'accepted') clearInstallDismissals();
  emit();
  return outcome;
}

export function readInstallDismissals() {
  const until = Number(localStorage.getItem(DISMISSED_UNTIL_KEY));
  return {
    dismissedUntil: Number.isFinite(until) && until > 0 ? until : null,
    neverShow: localStorage.getItem(NEVER_SHOW_KEY) === 'true',
  };
}

export function dismissInstallUntil(until: number) {
  localStorage.setItem(DISMISSED_UNTIL_KEY, String(until));
  emit();
}

export function neverShowInstall() {
  localStorage.setItem(NEVER_SHOW_KEY, 'true');
  emit();
}

function clearInstallDismissals() {
  localStorage.removeItem(DISMISSED_UNTIL_KEY);
  localStorage.removeItem(NEVER_SHOW_KEY);
}

/** Running as the installed app (Android/desktop display mode, or iOS home-screen web app). */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}
