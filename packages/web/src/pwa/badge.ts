// The app's icon badge (the Badging API, where the browser has it: an installed app on Chromium's
// desktops, a home-screen app on iOS): how many online games wait for this device's decision, so a
// turn that comes back while the app's window is in the background shows on its icon, as the tab's
// title does in a browser. Elsewhere nothing happens.

/** The Badging API's two calls, absent from most browsers. */
type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Shows `n` on the app's icon, or clears it at 0; a browser without the API, or one that refuses, changes nothing. */
export function showBadge(n: number): void {
  const nav = navigator as BadgeNavigator;
  const done = n > 0 ? nav.setAppBadge?.(n) : nav.clearAppBadge?.();
  done?.catch(() => undefined); // refused (no permission, not installed): the title still says it
}
