// Test helper: the text on a page whose colour contrast with its background is under 4.5:1
// (WCAG AA). The background is the nearest ancestor's opaque background colour.
import type { Page } from 'playwright-core';

/** One text whose contrast is too low. */
export interface LowContrast { text: string; fg: string; bg: string; ratio: number }

/** Finds visible HTML text below 4.5:1 against its background. */
export async function lowContrast(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    const rgb = (s: string) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (c: number) => { const x = c / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const bgOf = (el: Element | null): string => {
      for (let e = el; e; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        const a = rgb(c);
        if (a.length === 3 || (a.length === 4 && a[3] > 0.9)) return c;
      }
      return 'rgb(255, 255, 255)';
    };
    const out: { text: string; fg: string; bg: string; ratio: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || seen.has(el) || !n.textContent?.trim() || el.closest('svg, [aria-hidden="true"]')) continue;
      seen.add(el);
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden' || cs.opacity === '0') continue;
      if (getComputedStyle(el).backgroundImage !== 'none') continue;
      const fg = cs.color;
      const bg = bgOf(el);
      const [l1, l2] = [lum(rgb(fg)), lum(rgb(bg))].sort((a, b) => b - a);
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      if (ratio < 4.5) out.push({ text: n.textContent.trim().slice(0, 40), fg, bg, ratio: Math.round(ratio * 100) / 100 });
    }
    return out;
  });
}
