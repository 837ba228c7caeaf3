/** Closing the banner hides it for a day; "Não mostrar novamente" hides it for good. */
export const INSTALL_REMINDER_MS = 86_400_000;
/** How often an open app asks the server for a new version, and how long the update toast waits. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
export const UPDATE_AUTO_APPLY_MS = 10_000;

export interface InstallBannerState {
  /** The browser offered to install (a `beforeinstallprompt` was kept). */
  canPrompt: boolean;
  /** iPhone or iPad: Safari never offers install, the banner explains how instead. */
  isIos: boolean;
  /** Already running as the installed app. */
  standalone: boolean;
  neverShow: boolean;
  /** Until when a closed banner stays hidden (epoch ms), if it was closed. */
  dismissedUntil: number | null;
  now: number;
}

export function shouldShowInstallBanner(s: InstallBannerState): boolean {
  if (s.standalone || s.neverShow) return false;
  if (s.dismissedUntil !== null && s.now < s.dismissedUntil) return false;
  return s.canPrompt || s.isIos;
}

/** iPhone, iPad and iPod, including iPadOS that presents itself as a Mac with a touch screen. */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
