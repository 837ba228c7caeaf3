/**
 * True when the page runs as the installed app (home-screen icon), on Android or on an iPhone;
 * false when the build prerenders a page, where there is no window.
 */
export function isInstalledApp() {
  return (
    typeof window !== 'undefined' &&
    (window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true)
  );
}
