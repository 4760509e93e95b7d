/** A face of a prospecting die (CONTENT.md §1). */
export type DieFace = 'nugget' | 'tailings' | 'gold-dust' | 'gravel';

/** The two prospecting dice: D1 "gold" and D2 "silver". */
export const DICE: readonly (readonly DieFace[])[] = [
  ['nugget', 'nugget', 'nugget', 'tailings', 'gold-dust', 'gravel'],
  ['nugget', 'nugget', 'tailings', 'tailings', 'gold-dust', 'gravel'],
];
