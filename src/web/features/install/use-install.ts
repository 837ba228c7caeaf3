import { INSTALL_REMINDER_MS, isIosDevice, shouldShowInstallBanner } from '@domain/pwa/install-banner';
import { useSyncExternalStore } from 'react';
import {
  canPromptInstall,
  dismissInstallUntil,
  isStandalone,
  neverShowInstall,
  promptInstall,
  readInstallDismissals,
  subscribeToInstallPrompt,
} from '@/lib/install-prompt';

// A string snapshot: the same dismissals compare equal, so React re-renders only on a change.
const dismissalsSnapshot = () => JSON.stringify(readInstallDismissals());

/** What the banner and the header button need: whether to show, and what "install" does here. */
export function useInstall() {
  const canPrompt = useSyncExternalStore(subscribeToInstallPrompt, canPromptInstall);
  const { dismissedUntil, neverShow } = JSON.parse(
    useSyncExternalStore(subscribeToInstallPrompt, dismissalsSnapshot),
  ) as ReturnType<typeof readInstallDismissals>;
  const isIos = isIosDevice(navigator.userAgent, navigator.maxTouchPoints);
  const standalone = isStandalone();

  return {
    isIos,
    standalone,
    bannerVisible: shouldShowInstallBanner({
      canPrompt,
      isIos,
      standalone,
      neverShow,
      dismissedUntil,
      now: Date.now(),
    }),
    /** The browser's own question is there to ask (never on iOS). */
    canInstallNow: canPrompt && !isIos,
    install: promptInstall,
    remindLater: () => dismissInstallUntil(Date.now() + INSTALL_REMINDER_MS),
    neverShow: neverShowInstall,
  };
}
