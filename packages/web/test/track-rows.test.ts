// The Marshal and Wanted tracks' rows (UI.md: numbers with units): each row's LP is written with
// its unit, and says on hover when it is gained: a Marshal's at the end of the game (R19.2), a
// Wanted player's at the end of each of their turns (R11.6), in the player's language.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { startGame, viewFor } from '@wl/engine';
import { en } from '../src/i18n/en';
import { fa } from '../src/i18n/fa';
import { PointTrack } from '../src/components/Tracks';
import { addFormats } from '../src/labels';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en }, fa: { translation: fa } }, lng: 'en', interpolation: { escapeValue: false } });
addFormats(i18n);

/** The rows' labels of a track (isolation marks removed) and their hover texts. */
async function rows(lng: string, kind: 'marshal' | 'wanted'): Promise<{ label: string; hover: string }[]> {
  await i18n.changeLanguage(lng);
  const view = viewFor(startGame({ players: [{}, {}, {}, {}], characters: 'deal', length: 20, seed: 2 }).state, 0);
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(PointTrack, { view, kind })));
  return [...html.matchAll(/class="row-lp"><title>([^<]*)<\/title>([^<]*)<\/text>/g)].map((m) => ({ hover: m[1], label: m[2].replace(/[\u2066-\u2069]/g, '') }));
}

describe('the rows of the Marshal and Wanted tracks', () => {
  it('write each row\'s LP with its unit and say when it is gained: Marshal at the end (R19.2), Wanted each turn (R11.6)', async () => {
    const marshal = await rows('en', 'marshal');
    const wanted = await rows('en', 'wanted');
    expect(marshal.map((r) => r.label)).toEqual(['+1 LP', '+2 LP', '+3 LP']);
    expect(wanted.map((r) => r.label)).toEqual(['+1 LP', '+2 LP', '+3 LP']);
    for (const r of marshal) expect(r.hover).toBe(en.ui.rowLpMarshal);
    for (const r of wanted) expect(r.hover).toBe(en.ui.rowLpWanted);
    expect(en.ui.rowLpMarshal).toContain('R19.2');
    expect(en.ui.rowLpWanted).toContain('R11.6');
  });

  it('writes them in Persian digits with the Persian unit', async () => {
    const wanted = await rows('fa', 'wanted');
    // formatNumber's left-to-right mark keeps the plus on the digit's left in right-to-left text
    expect(wanted.map((r) => r.label)).toEqual(['\u200e+۱ امتیاز', '\u200e+۲ امتیاز', '\u200e+۳ امتیاز']);
    expect(wanted[0].hover).toBe(fa.ui.rowLpWanted);
  });
});
