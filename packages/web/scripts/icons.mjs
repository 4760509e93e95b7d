// Renders the app icons (public/icon.svg, public/icon-maskable.svg) into the PNGs the web app
// manifest and iOS ask for, with Debian's Chromium. Run after changing an SVG:
//   node packages/web/scripts/icons.mjs
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PUBLIC = new URL('../public/', import.meta.url);
const OUT = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180], // iOS rounds the corners itself
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const [svg, png, size] of OUT) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const data = readFileSync(new URL(svg, PUBLIC)).toString('base64');
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').screenshot({ path: new URL(png, PUBLIC).pathname, omitBackground: true });
    await page.close();
    console.log(`${png} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
