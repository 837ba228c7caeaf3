/** True when the page runs as the installed app (home-screen icon), on Android or on an iPhone. */
export function isInstalledApp() {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
