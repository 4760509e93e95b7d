// Every translation is complete: each English key (with the language's plural forms) is present
// and non-empty in fa, it and zh, with the same {{variables}}, not left in English, and no key
// is stale; real games and every story, error code and card then use no missing key.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyAction, ERROR_CODES, FIGHT_CARD_IDS, GOAL_IDS, MIB_CARD_IDS, legalActions, redactEvent, seedRng, startGame, STORY_IDS, viewFor } from '@wl/engine';
import type { GameState } from '@wl/engine';
import { botByName } from '@wl/bots';
import { en } from '../src/i18n/en';
import { fa } from '../src/i18n/fa';
import { it as itLang } from '../src/i18n/it';
import { zh } from '../src/i18n/zh';
import { actionLabel, eventSentence, fightCardEffect, promptTitle, refusalText, type T } from '../src/labels';
import { storyObjective, storyReward, storyTitle } from '../src/story-text';
import { goalCondition, goalTitle, mibCardEffect, mibCardTitle } from '../src/modes-labels';
import { CHAT_PHRASES } from '../src/state/protocol';

const LANGS = { fa, it: itLang, zh } as Record<string, object>;
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Sections only translations carry (English uses the engine's text or a built-in default). */
const EXTRA_SECTIONS = ['error', 'errorRule', 'storyTitle', 'term', 'punct'];
const EXTRA_KEYS = ['place.format', 'place.number', 'story.end'];
/** Strings that may stay as in English: loan words the translated rules use, and proper names. */
const SAME: Record<string, RegExp> = {
  fa: /^$/,
  it: /^(character|region)\.|^(app\.title|game\.round|stat\.marshal|score\.marshal|ui\.marshalTrack|ui\.marshalPoints|lobby\.timerMinutes|effectType\.BONUS|(place|feature)\.(saloon|cabaret|ranch)|item\.whiskey|game\.bot|stats\.source\.poker)$/,
  zh: /^$/,
};

/** Flattens nested strings to dotted keys. */
function flat(o: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flat(v as object, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** The interpolation variables of a string, without their format ("{{n, number}}" is n). */
const vars = (s: string) => new Set([...s.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((m) => m[1]));
const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
/** The text without formats, for comparing with English. */
const plain = (s: string) => s.replace(/\{\{\s*([^,}\s]+)[^}]*\}\}/g, '{{$1}}');
/** True when a string has words worth translating (not just numbers, symbols or 1–2 letters). */
const wordy = (s: string) => plain(s).replace(/\{\{[^}]*\}\}/g, '').replace(/[^\p{L}]/gu, '').length >= 3;

/** The server's stable error codes (packages/server/src/protocol.ts), shown in the lobby. */
const SERVER_ERRORS = [...(readFileSync(new URL('../../server/src/protocol.ts', import.meta.url), 'utf8')
  .match(/SERVER_ERRORS = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'(ERR_[A-Z_]+)'/g)].map((m) => m[1]);

/** The server's chat phrases (packages/server/src/chat.ts), which the client words in each language. */
const SERVER_PHRASES = [...(readFileSync(new URL('../../server/src/chat.ts', import.meta.url), 'utf8')
  .match(/CHAT_PHRASES = \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);

const EN = flat(en);
const bases = new Map<string, string[]>();
for (const k of EN.keys()) if (PLURAL.test(k)) bases.set(k.replace(PLURAL, ''), [...(bases.get(k.replace(PLURAL, '')) ?? []), k]);

it('offers and words exactly the quick phrases the server accepts', () => {
  expect(SERVER_PHRASES.length).toBeGreaterThan(5);
  expect([...CHAT_PHRASES]).toEqual(SERVER_PHRASES);
  expect(CHAT_PHRASES.filter((p) => !EN.get(`phrase.${p}`))).toEqual([]);
});

describe.each(Object.keys(LANGS))('translation %s', (lang) => {
  const TR = flat(LANGS[lang]);
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

  it('has every English key, non-empty, with the same variables, translated', () => {
    const problems: string[] = [];
    for (const [k, e] of EN) {
      if (PLURAL.test(k)) continue;
      const v = TR.get(k);
      if (v === undefined) { problems.push(`missing ${k}`); continue; }
      if (e && !v.trim()) problems.push(`empty ${k}`);
      if (!same(vars(e), vars(v))) problems.push(`variables of ${k}: ${[...vars(e)]} vs ${[...vars(v)]}`);
      if (wordy(e) && plain(v) === e && !SAME[lang].test(k)) problems.push(`still English ${k}: ${e}`);
    }
    expect(problems).toEqual([]);
  });

  it(`has the plural forms ${lang} needs (${categories.join(', ')}) with the same variables`, () => {
    const problems: string[] = [];
    for (const [base, forms] of bases) {
      const enVars = new Set(forms.flatMap((f) => [...vars(EN.get(f)!)]).filter((x) => x !== 'count'));
      for (const c of categories) {
        const v = TR.get(`${base}_${c}`);
        if (!v?.trim()) { problems.push(`missing ${base}_${c}`); continue; }
        const own = new Set([...vars(v)].filter((x) => x !== 'count'));
        if (!same(enVars, own)) problems.push(`variables of ${base}_${c}: ${[...own]}`);
        if (wordy(v) && forms.some((f) => plain(v) === EN.get(f))) problems.push(`still English ${base}_${c}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no stale key (every key is English, a plural form of one, or a translation extra)', () => {
    const stale = [...TR.keys()].filter((k) => !EN.has(k) && !bases.has(k.replace(PLURAL, ''))
      && !EXTRA_SECTIONS.includes(k.split('.')[0]) && !EXTRA_KEYS.includes(k));
    expect(stale).toEqual([]);
  });

  it('words every engine and server error code, story title and event term', () => {
    expect(SERVER_ERRORS.length).toBeGreaterThan(10);
    const missing = [
      ...[...ERROR_CODES, ...SERVER_ERRORS].filter((c) => !TR.get(`error.${c}`)),
      ...STORY_IDS.filter((s) => !TR.get(`storyTitle.${s}`)),
      ...['benefit.money', 'benefit.cards', 'benefit.mixed', 'colour.green', 'colour.blue'].filter((k) => !TR.get(`term.${k}`)),
    ];
    expect(missing).toEqual([]);
    for (const k of TR.keys()) if (k.startsWith('errorRule.')) expect(k, 'errorRule keys are <CODE>_<rule>').toMatch(/^errorRule\.ERR_[A-Z_]+_R\d+(_\d+)*$/);
  });
});

/** A key the translations must have: an English key (or plural base) or a translation extra. */
const known = (key: string) => EN.has(key) || bases.has(key) || (EXTRA_SECTIONS.includes(key.split('.')[0]) && !key.startsWith('errorRule.')) || EXTRA_KEYS.includes(key);

describe.each(Object.keys(LANGS))('labels in %s', (lang) => {
  const i18n = i18next.createInstance();
  const misses = new Set<string>();
  void i18n.init({
    resources: { [lang]: { translation: LANGS[lang] } }, lng: lang, fallbackLng: false, interpolation: { escapeValue: false }, initAsync: false,
    saveMissing: true, missingKeyHandler: (_l, _ns, key, fallback) => { if (fallback !== '' && known(key)) misses.add(key); },
  });
  const t: T = (k, o) => i18n.t(k, o);

  it('names every action, prompt, event, story, fight card and refusal of real games without a missing key', () => {
    // Three standard games, then a 2-player game with the Man in Black and the Goal variant.
    for (let g = 0; g < 4; g++) {
      const players = g < 3 ? [{ name: 'You' }, {}, {}, {}] : [{ name: 'You' }, {}];
      let s: GameState = startGame({ players, characters: 'deal', length: 15, seed: 300 + g, options: g < 3 ? {} : { goals: true } }).state;
      const rng = seedRng(g);
      const bot = botByName(g % 2 ? 'heuristic' : 'random');
      for (let n = 0; n < 3000 && !s.finished; n++) {
        const seat = s.prompt!.seat;
        const view = viewFor(s, seat);
        const legal = legalActions(s, seat);
        promptTitle(s.prompt!.kind, t);
        for (const a of legal) actionLabel(a, view, t);
        const r = applyAction(s, seat, bot(view, legal, rng));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        const v0 = viewFor(s, 0);
        for (const e of r.events) eventSentence(redactEvent(e, 0), v0, t);
      }
    }
    for (const id of STORY_IDS) { storyTitle(id, t); storyObjective(id, t); storyReward(id, t); }
    for (const id of FIGHT_CARD_IDS) fightCardEffect(id, t);
    for (const id of GOAL_IDS) { goalTitle(id, t); goalCondition(id, t); }
    for (const id of MIB_CARD_IDS) { mibCardTitle(id, t); mibCardEffect(id, t); }
    for (const code of ERROR_CODES) expect(refusalText({ code, rule: 'R0', message: 'English' }, t)).not.toBe('English');
    expect([...misses].sort()).toEqual([]);
  });
});
