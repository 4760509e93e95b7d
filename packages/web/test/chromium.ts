// Debian's Chromium through playwright-core, for the browser tests of every package (the web
// client's, and the balance report's in packages/cli): a missing browser fails a test, never skips it.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium). */
export const CHROMIUM = process.env.WL_CHROMIUM ?? '/usr/bin/chromium';

/** Launches headless Chromium; throws (the test fails) when it is not installed. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get update && apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
