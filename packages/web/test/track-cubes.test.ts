// The score tracks' squares hold every player standing on them (UI.md, the tracks): at the start
// all players share the Legend Points track's 0, and up to six must fit inside it, apart enough
// to tell their shapes, without spilling onto the next square or out of the panel.
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { startGame, viewFor } from '@wl/engine';
import { en } from '../src/i18n/en';
import { cubeLayout, LpTrack, PointTrack } from '../src/components/Tracks';

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });

/** How far a seat's shape reaches from its centre, in its size (shapes.tsx: a star reaches 1.2 × its radius). */
const REACH = 0.6;

describe('cubes on a track square', () => {
  it('fit 1 to 6 players inside a square of the Legend Points track (40 wide) and of the Marshal and Wanted tracks (58 wide), none hidden by another', () => {
    for (const [w, size] of [[40, 15], [58, 14]] as const) {
      for (let n = 1; n <= 6; n++) {
        const l = cubeLayout(n, w, size);
        expect(l.at).toHaveLength(n);
        for (const [x, y] of l.at) {
          expect(Math.abs(x) + REACH * l.size).toBeLessThanOrEqual(w / 2 - 1); // inside the square's border
          expect(Math.abs(y) + REACH * l.size).toBeLessThanOrEqual(14); // below the square's number, above its bottom
        }
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            const d = Math.hypot(l.at[i][0] - l.at[j][0], l.at[i][1] - l.at[j][1]);
            expect(d).toBeGreaterThanOrEqual(0.95 * l.size); // at most a sliver of overlap
          }
        }
        expect(l.size).toBeGreaterThanOrEqual(10); // still a shape you can tell
      }
    }
  });

  it('draws every player of a 6-player game on the Legend Points track\'s 0 and the Marshal track at the start, each within its square', () => {
    const s = startGame({ players: [{}, {}, {}, {}, {}, {}], characters: 'deal', length: 20, seed: 4 }).state;
    const view = viewFor(s, 0);
    for (const track of [createElement(LpTrack, { view }), createElement(PointTrack, { view, kind: 'marshal' })]) {
      const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, track));
      const cubes = [...html.matchAll(/class="cube" transform="translate\(([-\d.]+),([-\d.]+)\)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
      if (track.type === LpTrack) {
        expect(cubes).toHaveLength(6);
        const r = Number(/class="cube" transform="[^"]*"><circle r="([\d.]+)"/.exec(html)![1]); // seat 0's circle: every cube's radius
        for (const [x] of cubes) { // square 0 spans 1..39
          expect(x - 2 * REACH * r).toBeGreaterThanOrEqual(1);
          expect(x + 2 * REACH * r).toBeLessThanOrEqual(39);
        }
      } else expect(cubes).toHaveLength(0); // nobody has a Marshal point yet
    }
  });
});
