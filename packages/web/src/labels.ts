// Words for the game's data: spaces, cards, players, actions, prompts and events, in the
// current language. Pure functions of the view and a translate function.
import { cardEffect, cardRank, cardSuit, cattleReward, FIGHT_CARDS, ITEMS, space, STORY_TITLES } from '@wl/engine';
import type { Action, CardId, CattleId, Competitor, FightCardId, GameEvent, GoalId, ItemId, PlayerView, Seat, SpaceId, StoryId } from '@wl/engine';
import { goalTitle, keptValues, mibEventSentence, tokensText } from './modes-labels';
import { showdownHands } from './poker-words';

/** A translate function (i18next's `t`, narrowed to what we use). */
export type T = (key: string, opts?: Record<string, unknown>) => string;

const SUIT_SYMBOL: Record<string, string> = { H: '♥', D: '♦', C: '♣', S: '♠' };

/** Drops the spaces that joining words leaves between Chinese characters or before full-width punctuation. */
export const cjkTidy = (s: string): string => s.replace(/\s+(?=[\u3000-\u303f\uff00-\uffef])|(?<=[\u3000-\u9fff\uff00-\uffef])\s+(?=[\u3400-\u9fff])/g, '');

/** A space's readable name: its region, then the rest of its id (a feature name, then words). */
export function spaceName(id: SpaceId, t: T): string {
  const s = space(id);
  const region = t(`region.${s.region}`);
  const rest = id.slice(s.region.length + 1);
  if (!rest) return region;
  if (/^\d+$/.test(rest)) return t('place.number', { region, n: Number(rest), defaultValue: '{{region}} {{n}}' });
  const words = rest.split('-');
  const parts: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]}-${words[i + 1]}`;
    if (i + 1 < words.length && t(`feature.${pair}`, { defaultValue: '' })) { parts.push(t(`feature.${pair}`)); i++; }
    else parts.push(/^\d+$/.test(words[i]) ? words[i] : t(`place.${words[i]}`, { defaultValue: words[i] }));
  }
  return cjkTidy(t('place.format', { region, rest: parts.join(' '), defaultValue: '{{region}} {{rest}}' }));
}

/** The list separator of the current language (Persian "، ", Chinese "，"). */
export const comma = (t: T): string => t('punct.comma', { defaultValue: ', ' });

/** A refusal of the engine or server in words: English keeps the sentence sent, translations use the code (and rule). */
export function refusalText(r: { code: string; rule?: string; message: string }, t: T): string {
  const general = t(`error.${r.code}`, { defaultValue: r.message });
  return r.rule ? t(`errorRule.${r.code}_${r.rule.replace(/\./g, '_')}`, { defaultValue: general }) : general;
}

/** A word an event carries as an engine id (benefit, cattle colour), in the current language. */
export function termName(group: 'benefit' | 'colour', id: string, t: T): string {
  return t(`term.${group}.${id}`, { defaultValue: id.replace(/-/g, ' ') });
}

/** "7♥" style short card name. */
export function cardShort(card: CardId): string {
  const r = cardRank(card);
  return `${LRI}${r === 'T' ? '10' : r}${SUIT_SYMBOL[cardSuit(card)]}${PDI}`; // left-to-right isolate: "9♥" never turns into "♥9" in a Persian line
}

/** "7♥ Bulletproof" */
export function cardLabel(card: CardId, t: T): string {
  return `${cardShort(card)} ${t(`effect.${cardEffect(card).id}`)}`;
}

/** A fight card: its value and what it does. */
export function fightCardLabel(id: FightCardId): string {
  return `${FIGHT_CARDS[id].value}`;
}

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
/**
 * A number in the digits of a language ("۱۲" in Persian), as the i18n files' `{{n, number}}` and
 * `{{n, signed}}`: a real minus sign (U+2212) and, with `signed`, a plus; Persian keeps the sign
 * left of its digits in right-to-left text with the left-to-right mark its locale data adds.
 */
export function formatNumber(n: number, lang: string, o: { signed?: boolean } = {}): string {
  const key = `${lang}${o.signed ? '+' : ''}`;
  let f = NUMBER_FORMATS.get(key);
  if (!f) NUMBER_FORMATS.set(key, (f = new Intl.NumberFormat(lang, { signDisplay: o.signed ? 'exceptZero' : 'auto' })));
  return f.format(n).replace(/-/g, '\u2212');
}

/** Names joined as a language lists them ("Ann, Bea and Cy", "Ann، Bea و Cy"). */
export function listFormat(items: readonly string[], lang: string): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The i18n files' formats: `number` (formatNumber), `signed` ("+۲" with the sign kept left),
 * `tokens` (a list of token values: "۳ + ۲") and `indefinite`, English's article before a
 * word ("a duel", "an arrest"; other languages leave the word as it is).
 */
export function addFormats(i18n: { services: { formatter?: { add(name: string, fc: (value: unknown, lng: string | undefined) => string): void } } }): void {
  const fmt = (signed: boolean) => (value: unknown, lng: string | undefined) => formatNumber(Number(value), lng ?? 'en', { signed });
  i18n.services.formatter?.add('number', fmt(false));
  i18n.services.formatter?.add('signed', fmt(true));
  i18n.services.formatter?.add('tokens', (value: unknown, lng: string | undefined) => (Array.isArray(value) ? value : [value]).map((v) => formatNumber(Number(v), lng ?? 'en')).join(' + '));
  i18n.services.formatter?.add('indefinite', (value: unknown, lng: string | undefined) => {
    const word = String(value);
    return (lng ?? 'en').startsWith('en') ? `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}` : word;
  });
}

/** The Unicode isolates: first strong (a name), left to right (a card's code), and their end. */
export const FSI = '\u2068', LRI = '\u2066', PDI = '\u2069';

/** A name set inside a sentence between Unicode isolates (FSI … PDI), so it never reorders the words around it; the log draws it as <bdi>. */
export const isolate = (s: string): string => (s ? `${FSI}${s}${PDI}` : s);

/** A cattle token's face: "Green #3: $30" (money as every other amount: "۳۰ دلار" in Persian). */
export function cattleFace(id: CattleId, t: T): string {
  const r = cattleReward(id);
  const reward = [r.money ? t('stat.moneyValue', { n: r.money }) : '', r.lp ? t('stat.lpValue', { n: r.lp }) : '', r.cards ? t('stat.handValue', { count: r.cards }) : ''].filter(Boolean).join(' + ');
  const [colour, n] = id.split('-');
  return t('ui.cattleFace', { colour: t(`ui.colour.${colour}`), n: Number(n), reward });
}

/** A seat's stored name for display: the bots' "Bot 2" (offline and server names) and the human of a game against bots ("You": "The player", when someone else looks, as in its replay) in the current language. */
export function seatName(name: string, t: T): string {
  if (name === 'You') return t('game.human');
  const bot = /^Bot (\d+)$/.exec(name);
  return bot ? t('game.bot', { n: Number(bot[1]) }) : name;
}

/**
 * The seat's own name to show beside its character's (the players' panel, the final scoring; on a
 * shared device the You panel), in the reader's language: null when it would say no more (no
 * character yet, the same words, or the "You" of a game against bots seen by its player).
 */
export function nameBeside(view: PlayerView, seat: Seat, t: T): string | null {
  const p = view.players[seat];
  if (!p?.character) return null;
  const name = seatName(p.name, t);
  return name === playerName(view, seat, t) || (p.name === 'You' && view.you?.seat === seat) ? null : name;
}

/**
 * A competitor named in a sentence about the end of the game: the character, then the seat's own
 * name when it tells more ("Wyatt Earp (Bea)", "Wyatt Earp (Bot 2)"); the viewer's "You" alone.
 */
export function characterOf(view: PlayerView, seat: Competitor, t: T): string {
  const who = playerName(view, seat, t);
  const beside = seat === 'mib' || view.you?.seat === seat ? null : nameBeside(view, seat, t);
  return beside ? t('history.seatAs', { character: who, name: beside }) : who;
}

/** The winners of a finished game listed for a sentence ("Winner: …"), each with their own name beside their character (characterOf). */
export function winnerList(view: PlayerView, t: T, lang: string): string {
  return nameList(view.winners.map((s) => characterOf(view, s, t)), lang);
}

/** Names joined as the language lists them, each isolated so that a Latin name never reorders the words around it ("Ann and Bea", "Ann و Bea"). */
export function nameList(names: readonly string[], lang: string): string {
  return listFormat(names.map(isolate), lang);
}

/** The name shown for a seat: "You" for the viewer, the character's name for others. */
export function playerName(view: PlayerView, seat: Competitor, t: T): string {
  if (seat === 'mib') return t('mib.name'); // R20: a seat-less competitor
  if (view.you && view.you.seat === seat) return t('game.you');
  const p = view.players[seat];
  return p?.character ? t(`character.${p.character}`) : p ? seatName(p.name, t) : `#${seat}`;
}

/** A seat's name (playerName) set inside a sentence of the interface, isolated so it never reorders the words around it. */
export function nameInSentence(view: PlayerView, seat: Competitor, t: T): string {
  return isolate(playerName(view, seat, t));
}

/** The name used in log sentences: the character's name, or before it is chosen the seat's name, also for the viewer (sentences stay third person). */
export function actorName(view: PlayerView, seat: Competitor, t: T): string {
  if (seat === 'mib') return playerName(view, seat, t);
  const p = view.players[seat];
  return p?.character ? t(`character.${p.character}`) : p ? seatName(p.name, t) : playerName(view, seat, t);
}

/** The title of a prompt by its kind; a kind we do not know gets the generic title. */
export function promptTitle(kind: string, t: T): string {
  return t(`prompt.${kind}`, { defaultValue: t('prompt.generic') });
}

/** A story's title in the current language (English: the engine's title); '' for an empty slot. */
const storyName = (id: StoryId | null | undefined, t: T) => (id ? t(`storyTitle.${id}`, { defaultValue: STORY_TITLES[id] }) : '');

const itemName = (id: ItemId | null, t: T) => (id ? t(`item.${id}`) : t('item.none'));


/** The numbers of an event field that should hold a list of numbers ([] otherwise). */
const numbers = (xs: unknown): number[] => (Array.isArray(xs) ? xs.map(Number) : []);

/** A readable label of an action. */
export function actionLabel(a: Action, view: PlayerView, t: T): string {
  const who = (seat: Competitor) => (seat === 'mib' ? t('mib.object') : playerName(view, seat, t)); // "Duel the Man in Black"
  switch (a.type) {
    case 'keepCharacter': return t('action.keepCharacter', { name: t(`character.${a.character}`) });
    case 'chooseStartSpace': return t('action.chooseStartSpace', { space: spaceName(a.space, t) });
    case 'takeBenefit': return t(`action.takeBenefit.${a.benefit}`);
    case 'chooseActive': return t('action.chooseActive', { weapon: itemName(a.weapon, t), mount: itemName(a.mount, t) });
    case 'move': return a.crossings ? t('action.moveCrossings', { space: spaceName(a.to, t), n: a.crossings }) : t('action.move', { space: spaceName(a.to, t) });
    case 'fight': return t(`action.fight.${a.kind}`, { name: who(a.target) });
    case 'buy': return t(a.activate ? 'action.buyActivate' : 'action.buy', { item: t(`item.${a.item}`), cost: ITEMS[a.item].cost });
    case 'upgrade': return t('action.upgrade', { item: t(`item.${a.item}`) });
    case 'deposit': return t('action.deposit', { n: a.nuggets });
    case 'revel': return t('action.revel', { n: a.lp });
    case 'useItem': return t('action.useItem', { item: t(`item.${a.item}`) });
    case 'playCard': return t(view.prompt?.kind === 'pokerChoose' ? 'action.pokerCard' : 'action.playCard', { card: cardLabel(a.card, t) }); // in poker a card joins the hand (R8.6)
    case 'chooseFightCard': return t('action.chooseFightCard', { card: `${fightCardLabel(a.card)} (${fightCardEffect(a.card, t)})` });
    case 'discard': return t('action.discard', { card: cardLabel(a.card, t) });
    case 'choose': return t(`option.${a.option}`);
    case 'target': return t('action.target', { name: who(a.seat) });
    case 'moveSheriff': return t('action.moveSheriff', { space: spaceName(a.to, t) });
    case 'playAction': {
      const what = a.target !== undefined ? who(a.target) : a.hideout ? spaceName(a.hideout, t) : a.story !== undefined ? t('game.story', { id: storyName(view.stories[a.story], t) }) : null;
      return what ? t('action.playActionOn', { card: cardLabel(a.card, t), what }) : t('action.playAction', { card: cardLabel(a.card, t) });
    }
    case 'playReaction': return t('action.playReaction', { card: cardLabel(a.card, t) });
    case 'pass': return t('action.pass');
    case 'keepTokens': return t('action.keepTokens', { tokens: tokensText(keptValues(a), t) });
    default: return t(`action.${a.type}`);
  }
}

/** A short description of a fight card's effect on the player facing it. */
export function fightCardEffect(id: FightCardId, t: T): string {
  const e = FIGHT_CARDS[id].effect;
  switch (e.kind) {
    case 'wounds': return [
      t('fightEffect.wounds', { count: e.wounds }), e.lp ? t('fightEffect.loseLp', { n: -e.lp }) : '', e.discard ? t('fightEffect.discard', { count: e.discard }) : '',
      e.uncancellable ? t('fightEffect.uncancellable') : '', e.noMarshal ? t('fightEffect.noMarshal') : '',
    ].filter(Boolean).join(comma(t));
    case 'gain': return [e.money ? t('fightEffect.money', { n: e.money }) : '', e.cards ? t('fightEffect.cards', { count: e.cards }) : '', e.lp ? t('fightEffect.lp', { n: e.lp }) : ''].filter(Boolean).join(comma(t));
    case 'discardOrPay': return t('fightEffect.discardOrPay', { n: e.money });
    default: return t(`fightEffect.${e.kind}`);
  }
}

const isStory = (x: unknown): x is StoryId => typeof x === 'string' && x in STORY_TITLES;
const str = (x: unknown) => (typeof x === 'string' ? x : '');
const num = (x: unknown) => (typeof x === 'number' ? x : 0);

/** A line of the table's chat (a log 'chat' event), "Ann: Good luck!", its name and text isolated (a player's words in any script); a quick phrase in the reader's language. */
export function chatSentence(e: GameEvent, t: T): string {
  const d = e.data ?? {};
  const text = typeof d.phrase === 'string' ? t(`phrase.${d.phrase}`, { defaultValue: '…' }) : str(d.text);
  return t('event.chat', { who: isolate(seatName(str(d.name), t)), text: isolate(text) });
}

/** An event as a plain sentence, or '' for bookkeeping events not worth a line; its names are isolated (see isolate). */
export function eventSentence(e: GameEvent, view: PlayerView, t: T): string {
  const d = e.data ?? {};
  const who = e.seat !== undefined ? isolate(actorName(view, e.seat, t)) : '';
  const actor = (x: Competitor) => isolate(actorName(view, x, t));
  const base = { who };
  const sp = (x: unknown) => (typeof x === 'string' && x ? isolate(spaceName(x as SpaceId, t)) : '');
  const key = `event.${e.type}`;
  const mib = mibEventSentence(e, view, t); // the Man in Black's turn and deeds (modes-labels.ts)
  if (mib !== null) return mib;
  switch (e.type) {
    case 'banditPlaced': case 'banditDefeated': case 'banditRemoved':
      return t(key, { ...base, space: sp(d.hideout) });
    case 'characterKept': case 'characterDealt': { // by the seat's own name: the character's would say "Jesse James plays Jesse James"
      const character = isolate(t(`character.${e.kind}`));
      if (view.you && view.you.seat === e.seat) return t(`${key}You`, { character });
      const p = typeof e.seat === 'number' ? view.players[e.seat] : undefined;
      return t(key, { who: p ? isolate(seatName(p.name, t)) : who, character });
    }
    case 'goalCompleted': return t(key, { ...base, goal: e.kind ? isolate(goalTitle(e.kind as GoalId, t)) : '' });
    case 'tokensDrawn': return t(key, { ...base, tokens: tokensText(numbers(d.tokens), t) });
    case 'tokensKept': return t(key, { ...base, tokens: tokensText(numbers(d.kept), t) });
    case 'goalsDealt': case 'goodsTaken': return ''; // bookkeeping: the money and nugget lines already tell a Rob
    case 'moneyGained': case 'moneyLost': case 'nuggetsGained': case 'nuggetsLost': case 'woundTaken': case 'woundsRemoved': case 'marshalPointsLost':
      return num(d.amount) ? t(key, { ...base, n: num(d.amount), count: num(d.amount) }) : '';
    case 'whiskeyUsed': return t(key, { ...base, name: typeof d.target === 'number' ? actor(d.target) : '' });
    case 'handPeeked': return t(key, { ...base, name: typeof d.of === 'number' ? actor(d.of) : '' });
    case 'activeItemsChosen': { // "no mount", not a bare "none", when a slot stays empty
      const slot = (id: unknown, empty: string) => (id ? isolate(itemName(id as ItemId, t)) : t(empty));
      return t(key, { ...base, weapon: slot(d.weapon, 'game.noWeapon'), mount: slot(d.mount, 'game.noMount') });
    }
    case 'lpGained': return t(key, { ...base, n: num(d.amount), total: num(d.total) });
    case 'lpLost': return t(key, { ...base, n: num(d.amount) });
    case 'cardsDrawn':
      return Array.isArray(d.cards) ? t('event.cardsDrawnYou', { cards: (d.cards as CardId[]).map((c) => isolate(cardLabel(c, t))).join(comma(t)) }) : t(key, { ...base, count: num(d.count) });
    case 'startSpaceChosen': return t(key, { ...base, space: sp(d.space) });
    case 'turnStarted': return t(key, { ...base, round: num(d.round) });
    case 'benefitTaken': return t(key, { ...base, benefit: termName('benefit', e.kind ?? '', t) });
    case 'moved': return t(key, { ...base, space: sp(d.to), count: num(d.steps) });
    case 'cattleTaken': return t(key, { ...base, colour: termName('colour', e.kind ?? '', t) });
    case 'worked': return t(key, { ...base, space: sp(d.at) });
    case 'actionCardPlayed': case 'cardDiscarded': case 'reactionPlayed':
      return t(key, { ...base, card: typeof d.card === 'string' ? isolate(cardLabel(d.card as CardId, t)) : '?' });
    case 'cardEffectUsed': return t(key, { ...base, effect: isolate(t(`effect.${e.kind}`)) });
    case 'roundEnded': return t(key, { round: num(d.round) });
    case 'sheriffMoved': return t(key, { space: sp(d.to) });
    case 'fightDeclared':
      return typeof d.target === 'number'
      ? t('event.fightDeclaredVs', { ...base, fight: t(`fightKind.${e.kind}`), name: actor(d.target) })
      : t(key, { ...base, fight: t(`fightKind.${e.kind}`) });
    case 'fightResolved': {
      const fight = t(`fightKind.${e.kind}`);
      const name = (x: unknown) => isolate(typeof x === 'number' ? actorName(view, x, t) : x === 'mib' ? playerName(view, 'mib', t) : e.kind === 'bandit' ? t('game.bandit') : t('game.sheriff'));
      const ab = { a: num(d.attackerValue), b: num(d.targetValue) };
      const result = d.fled ? t('event.fightFled', { loser: name(d.loser) })
        : d.winner !== null && d.winner !== undefined ? t('event.fightWon', { winner: name(d.winner), ...ab })
          : t('event.fightLost', { loser: name(d.loser), ...ab });
      return t(key, { fight, result });
    }
    case 'diceRolled': return t(key, { ...base, faces: Array.isArray(d.faces) ? d.faces.map((f) => t(`dieFace.${String(f)}`)).join(' + ') : '' });
    case 'pokerDealt': return t(key, { flop: Array.isArray(d.flop) ? (d.flop as CardId[]).map(cardShort).join(' ') : '' });
    case 'pokerPlayed': { // R8.8: the pot's winners by name, or the dealer's hand
      const winners = Array.isArray(d.winners) ? (d.winners as number[]) : [];
      const hands = showdownHands(view, d, t);
      if (e.kind === 'dealerWon' || winners.length === 0) return t('event.pokerDealerWon', { pot: num(d.pot), hands });
      return t(key, { names: winners.map((w) => isolate(actorName(view, w, t))).join(', '), pot: num(d.pot), hands });
    }
    case 'pokerAnswered': return t(key, { ...base, answer: t(`option.${e.kind}`) });
    case 'itemBought': case 'itemUpgraded': case 'itemDiscarded': return t(key, { ...base, item: isolate(t(`item.${e.kind}`)) });
    case 'storyContributed': case 'storyCompleted': return t(key, { ...base, story: isolate(e.kind && e.kind in STORY_TITLES ? storyName(e.kind as StoryId, t) : (e.kind ?? '')) });
    case 'storyTurnedUp': case 'storyCycled': { // the new story by its title (none when its deck ran out), and for a cycled one the one it replaces
      const id = d.story ?? d.to;
      if (!isStory(id)) return t(key);
      const story = isolate(storyName(id, t));
      return e.type === 'storyCycled' && isStory(d.from) ? t('event.storyCycledTo', { from: isolate(storyName(d.from, t)), story }) : t('event.storyTurnedUpAs', { story });
    }
    case 'gameEndTriggered': return t(key, { ...base, lp: num(d.lp) });
    case 'chat': return chatSentence(e, t);
    case 'autoplayStarted': case 'autoplayEnded': { // the server's: a stand-in bot plays for a person, by the person's name
      const person = (x: unknown) => { const p = typeof x === 'number' ? view.players[x] : undefined; return p ? isolate(seatName(p.name, t)) : who; };
      const you = e.seat !== undefined && e.seat === view.you?.seat ? 'You' : ''; // said to the player whose seat it is
      if (e.type === 'autoplayEnded') return t(`${key}${you}`, { who: person(e.seat) });
      const reason = d.reason === 'timeout' || d.reason === 'asked' || d.reason === 'self' ? d.reason : 'left';
      return t(`event.autoplay_${reason}${you}`, { who: person(e.seat), by: person(d.by) });
    }
    default: {
      const s = t(key, { ...base, defaultValue: '\u0000' });
      if (s !== '\u0000') return s;
      return who ? t('event.generic', { who, what: e.type + (e.kind ? ` (${str(e.kind)})` : '') }) : e.type;
    }
  }
}
