// Words and numbers the game screen draws beside the engine's data: numbers in the language's
// digits (Persian ۱۲), the bots' stored "Bot N" names translated, and the fight panel's words
// (heading, "vs", keep-character abilities) present in every language.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS, startGame, viewFor } from '@wl/engine';
import { en } from '../src/i18n/en';
import { fa } from '../src/i18n/fa';
import { it as itLang } from '../src/i18n/it';
import { zh } from '../src/i18n/zh';
import { formatNumber, playerName, seatName, type T } from '../src/labels';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { SeatRow } from '../src/components/SeatRow';

const LANGS = { en, fa, it: itLang, zh } as const;
const i18n = i18next.createInstance();
await i18n.init({ resources: Object.fromEntries(Object.entries(LANGS).map(([k, v]) => [k, { translation: v }])), lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
/** A translate function fixed to one language. */
const tIn = (lng: string): T => (k, o) => i18n.t(k, { ...o, lng });

describe('numbers and names on the game screen', () => {
  it('writes the apostrophe as ASCII in English and Italian: U+2019 falls back to a CJK font\'s full-width glyph ("location’ s")', () => {
    const strings = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : strings(v as object)));
    for (const lang of ['en', 'it'] as const) expect(strings(LANGS[lang]).filter((x) => x.includes('\u2019'))).toEqual([]);
  });

  it('names a bot\'s seat in the waiting room in the page\'s language ("机器人 3", not "Bot 3"), and a person\'s as typed', async () => {
    const zh_ = i18next.createInstance();
    await zh_.init({ resources: { zh: { translation: zh } }, lng: 'zh', interpolation: { escapeValue: false } });
    const row = (name: string, kind: 'bot' | 'human') => renderToStaticMarkup(createElement(I18nextProvider, { i18n: zh_ }, createElement(SeatRow, {
      s: { seat: 2, kind, level: kind === 'bot' ? 'heuristic' : null, name, taken: true, connected: true, autoplay: false } as never,
      mine: false, canTake: false, busy: false, named: false, onTake: () => {},
    })));
    expect(row('Bot 3', 'bot')).toContain('>机器人 3<');
    expect(row('Bot 3', 'bot')).not.toContain('Bot 3');
    expect(row('Ann', 'human')).toContain('>Ann<');
  });

  it('formats numbers in the digits of each language', () => {
    expect(formatNumber(12, 'en')).toBe('12');
    expect(formatNumber(30, 'fa')).toBe('۳۰');
    expect(formatNumber(6, 'zh')).toBe('6');
    expect(formatNumber(1, 'it')).toBe('1');
  });

  it('translates the bots’ stored names, leaving people’s names as typed', () => {
    expect(seatName('Bot 2', tIn('en'))).toBe('Bot 2');
    expect(seatName('Bot 2', tIn('fa'))).toBe('ربات ۲');
    expect(seatName('Bot 3', tIn('zh'))).toBe('机器人 3');
    expect(seatName('Botticelli', tIn('zh'))).toBe('Botticelli');
    expect(seatName('Calamity', tIn('fa'))).toBe('Calamity');
    // Before characters are kept, the seat's stored name is what the panels show.
    const view = viewFor(startGame({ players: [{ name: 'You' }, { name: 'Bot 1' }], characters: 'deal', length: 15, seed: 3 }).state, 0);
    const bot = { ...view, players: view.players.map((p) => ({ ...p, character: null })) } as typeof view;
    expect(playerName(bot, 1, tIn('fa'))).toBe('ربات ۱');
  });

  it.each(Object.keys(LANGS))('has the fight panel’s words and every ability in %s', (lng) => {
    const t = tIn(lng);
    const has = (k: string, o?: Record<string, unknown>) => {
      const s = t(k, o);
      expect(s, `${lng} ${k}`).not.toBe(k);
      expect(s.trim(), `${lng} ${k}`).not.toBe('');
      return s;
    };
    expect(has('game.bot', { n: 4 })).toMatch(/4|۴/);
    has('ui.versus');
    for (const k of Object.keys(en.fightTitle)) {
      const title = has(`fightTitle.${k}`);
      // A heading: the kind alone, capitalised where the script has capitals, not "Fight: …".
      expect(title.charAt(0), `${lng} ${k}`).toBe(title.charAt(0).toLocaleUpperCase(lng));
      expect(title, `${lng} ${k}`).not.toContain(`${t('ui.fight')}:`);
    }
    for (const c of CHARACTER_IDS) has(`ability.${c}`);
  });
});
