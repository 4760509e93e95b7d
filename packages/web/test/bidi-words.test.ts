// Numbers and names inside right-to-left sentences: every number (cattle money, signed score and
// fight-card gains) goes through formatNumber, in Persian digits, with a real minus sign (U+2212)
// kept left of its digits; names in log sentences (characters, cards, spaces) sit between
// Unicode isolates, which the log draws as <bdi>, so they never reorder the words around them.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FIGHT_CARD_IDS, FIGHT_CARDS, ranchTokens, startGame, viewFor } from '@wl/engine';
import type { CardId, GameEvent } from '@wl/engine';
import { en } from '../src/i18n/en';
import { fa } from '../src/i18n/fa';
import { tokensText } from '../src/modes-labels';
import { addFormats, characterOf, winnerList, nameBeside, nameInSentence, nameList, cardLabel, cattleFace, eventSentence, fightCardEffect, formatNumber, type T } from '../src/labels';
import { Log } from '../src/components/Log';
import { Token } from '../src/components/GoalsPanel';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en }, fa: { translation: fa } }, lng: 'fa', fallbackLng: 'en', interpolation: { escapeValue: false } });
addFormats(i18n);
const tIn = (lng: string): T => (k, o) => i18n.t(k, { ...o, lng });
const FSI = '\u2068', PDI = '\u2069', LRM = '\u200e', MINUS = '\u2212';
const LATIN_DIGIT = /[0-9]/;

const view = viewFor(startGame({ players: [{ name: 'You' }, { name: 'Bot 1' }], characters: 'deal', length: 15, seed: 3 }).state, 0);
const card = 'TH' as CardId;

describe('numbers in Persian sentences', () => {
  it('writes a negative score with the minus sign U+2212, left of Persian digits (LRM), in Persian and English', () => {
    expect(formatNumber(-3, 'fa')).toBe(`${LRM}${MINUS}۳`);
    expect(formatNumber(-3, 'en')).toBe(`${MINUS}3`);
    expect(formatNumber(0, 'fa')).toBe('۰');
    expect(formatNumber(2, 'fa', { signed: true })).toBe(`${LRM}+۲`);
    expect(formatNumber(2, 'en', { signed: true })).toBe('+2');
    // The i18n files' {{n, number}} is the same formatter.
    expect(tIn('fa')('stat.moneyValue', { n: -5 })).toBe(`${LRM}${MINUS}۵ دلار`);
    expect(tIn('fa')('stat.lpValue', { n: -1 })).toBe(`${LRM}${MINUS}۱ امتیاز افسانه`);
  });

  it('writes Legendary token values (R21, Goal variant) in the language: Persian digits and words, never "LP"', () => {
    expect(tokensText([3, 2], tIn('fa'))).toBe('۳ + ۲ امتیاز افسانه');
    expect(tokensText([3, 2], tIn('en'))).toBe('3 + 2 LP');
    const kept = eventSentence({ type: 'tokensKept', seat: 0, data: { kept: [2, 1] } } as GameEvent, view, tIn('fa'));
    expect(kept).toContain('۲ + ۱ امتیاز افسانه');
    expect(kept).not.toMatch(/LP|[0-9]/);
    // The keep buttons and the token chips (R21.1) in Persian digits too.
    expect(tIn('fa')('goals.keepOption', { tokens: [3, 2], total: 5 })).toBe('نگه داشتن ۳ + ۲ = ۵ امتیاز افسانه');
    expect(tIn('fa')('goals.tokenValue', { n: 3 })).toBe('۳ امتیاز افسانه');
    const chip = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Token, { v: 3 })));
    expect(chip).toContain('>۳</span>');
  });

  it('keeps log sentences in the third person before characters are chosen: the seat\'s name, never "you" with a third-person verb', () => {
    const s = eventSentence({ type: 'tokensKept', seat: 0, data: { kept: [1] } } as GameEvent, view, tIn('fa'));
    expect(view.players[0].character).toBeNull();
    // The seat stored as "You" (a game against bots) reads "the player" in the reader's language, never the English word.
    expect(s).toContain(tIn('fa')('game.human'));
    expect(s).not.toContain('You');
    expect(s).not.toContain(tIn('fa')('game.you'));
  });

  it('isolates the seat names the interface sets in its own sentences (turn line, waiting for)', () => {
    const t = tIn('fa');
    const line = t('game.turnOf', { name: nameInSentence(view, 1, t) });
    expect(line).toContain(`${FSI}${t('game.bot', { n: 1 })}${PDI}`);
    expect(t('game.waitingFor', { name: nameInSentence(view, 1, t) })).toMatch(new RegExp(`${FSI}[^${PDI}]+${PDI}`));
  });

  it('names the money of cattle tokens as every other amount: Persian digits and words, never "$20"', () => {
    for (const id of [...ranchTokens('green'), ...ranchTokens('blue')]) {
      const s = cattleFace(id, tIn('fa'));
      expect(s, id).not.toMatch(LATIN_DIGIT);
      expect(s, id).not.toContain('$');
    }
    expect(cattleFace('green-3', tIn('fa'))).toContain('۳۰ دلار');
    expect(cattleFace('green-3', tIn('en'))).toBe('Green #3: $30');
  });

  it('signs fight-card gains through the formatter (the plus stays left of the digits)', () => {
    const gains = FIGHT_CARD_IDS.filter((id) => { const e = FIGHT_CARDS[id].effect; return e.kind === 'gain' && (e.money || e.lp); });
    expect(gains.length).toBe(2);
    for (const id of gains) {
      const s = fightCardEffect(id, tIn('fa'));
      expect(s, id).not.toMatch(LATIN_DIGIT);
      expect(s, id).toMatch(new RegExp(`^${LRM}\\+`));
      expect(s.match(/\+/g)?.length, id).toBe(s.match(new RegExp(`${LRM}\\+`, 'g'))?.length);
    }
  });
});

describe('names in log sentences', () => {
  const events: GameEvent[] = [
    { type: 'cardDiscarded', seat: 1, data: { card } },
    { type: 'characterKept', seat: 1, kind: 'calamity-jane' }, // another seat's: the viewer's own reads "You play …", with no name
    { type: 'fightDeclared', seat: 0, kind: 'duel', data: { target: 1 } },
    { type: 'moved', seat: 1, data: { to: view.players[1].pos ?? 'sunny-hills-1', steps: 2 } },
  ];

  it('puts every interpolated name between isolates (FSI … PDI), in Persian and English', () => {
    for (const lng of ['fa', 'en']) {
      const t = tIn(lng);
      const discard = eventSentence(events[0], view, t);
      expect(discard, lng).toContain(`${FSI}${cardLabel(card, t)}${PDI}`);
      expect(discard.startsWith(FSI), lng).toBe(true); // the actor's name
      expect(eventSentence(events[1], view, t), lng).toContain(`${FSI}${t('character.calamity-jane')}${PDI}`);
      expect(eventSentence(events[2], view, t).split(FSI).length - 1, lng).toBe(2); // attacker and target
      expect(eventSentence(events[3], view, t).split(FSI).length - 1, lng).toBe(2); // actor and space
    }
  });

  it('draws the isolated names as <bdi> in the log, with no stray isolate marks', () => {
    const log = events.map((event, i) => ({ id: i, event }));
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Log, { view, log })));
    // The card's code sits in a left-to-right isolate inside its name: "10♥" stays "10♥" in Persian.
    expect(html).toContain(`<bdi><bdi dir="ltr">10♥</bdi> ${tIn('fa')('effect.' + 'getaway')}</bdi>`);
    expect(html.match(/<bdi>/g)?.length).toBe(8); // the actor and one more name in each of the 4 lines
    expect(html.match(/<bdi dir="ltr">/g)?.length).toBe(1);
    expect(html).not.toMatch(/[\u2066-\u2069]/);
  });

  it('writes poker cards left to right in a Persian sentence (LRI … PDI), whatever the line\'s direction', () => {
    const LRI = '\u2066';
    const s = eventSentence({ type: 'cardDiscarded', seat: 1, data: { card: '9H' } } as GameEvent, view, tIn('fa'));
    expect(s).toContain(`${LRI}9♥${PDI}`);
  });
});

describe('names beside the characters', () => {
  const played = viewFor(startGame({ players: [{ name: 'Bea', character: 'mary-fields' }, { name: 'Bot 1', character: 'wyatt-earp' }, { name: 'You', character: 'jesse-james' }], characters: 'choose', length: 15, seed: 3 }).state, 2);
  it('gives a seat\'s own name in the reader\'s language (a bot\'s "Bot 1" in Persian), none where it says no more', () => {
    expect(played.players.map((p) => p.character)).toEqual(['mary-fields', 'wyatt-earp', 'jesse-james']);
    expect(nameBeside(played, 0, tIn('fa'))).toBe('Bea'); // a person of pass and play
    expect(nameBeside(played, 1, tIn('fa'))).toBe(tIn('fa')('game.bot', { n: 1 }));
    expect(nameBeside(played, 1, tIn('fa'))).not.toContain('Bot');
    expect(nameBeside(played, 2, tIn('fa'))).toBeNull(); // the "You" of a game against bots, seen by its player
    expect(nameBeside(view, 0, tIn('fa'))).toBeNull(); // no character kept yet
  });
  it('lists names isolated, joined as Persian joins them', () => {
    expect(nameList(['Ann', 'Bea'], 'fa')).toBe(`${FSI}Ann${PDI} و ${FSI}Bea${PDI}`);
  });
  it('names the winners with their own names beside their characters, isolated and listed in the reader\'s language; the viewer as "you"', () => {
    const fa = tIn('fa'), en = tIn('en');
    const won = { ...played, winners: [0, 1, 2] };
    expect(winnerList(won, en, 'en')).toBe(`${FSI}Stagecoach Mary Fields (Bea)${PDI}, ${FSI}Wyatt Earp (Bot 1)${PDI}, and ${FSI}You${PDI}`.replace('Stagecoach Mary Fields', en('character.mary-fields')));
    const inFa = winnerList(won, fa, 'fa');
    expect(inFa).toContain(`${FSI}${fa('character.wyatt-earp')} (${fa('game.bot', { n: 1 })})${PDI}`);
    expect(inFa).not.toContain('Bot');
    expect(inFa.endsWith(`و ${FSI}${fa('game.you')}${PDI}`)).toBe(true);
    expect(characterOf(played, 'mib', en)).toBe(en('mib.name'));
  });
});
