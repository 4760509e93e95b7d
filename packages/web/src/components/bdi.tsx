// Sentences with isolated names (labels.ts isolate) drawn with real <bdi> elements.
import type { ReactNode } from 'react';
import { FSI, LRI, PDI } from '../labels';

/** A sentence with its isolated names as <bdi> elements (real elements, so the log's tests and styles can find each name; other screens leave the marks to the browser) (FSI: direction from the name; LRI, a card's "9♥": left to right), nested ones too. */
export function withBdi(text: string, key = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let depth = 0, start = 0, open = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === FSI || c === LRI) {
      if (depth++ === 0) { if (i > start) out.push(text.slice(start, i)); start = i + 1; open = c; }
    } else if (c === PDI && depth > 0 && --depth === 0) {
      const k = `${key}${i}`;
      out.push(<bdi key={k} dir={open === LRI ? 'ltr' : undefined}>{withBdi(text.slice(start, i), `${k}.`)}</bdi>);
      start = i + 1;
    }
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}
