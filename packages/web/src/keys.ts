// The prompt's number keys (UI.md): keys 1–9 press the n-th choice on view. A Persian keyboard
// types "۱", an Arabic one "١", and a French one "&" on the same key, so the key's character is
// read first and its place on the keyboard (`code`) when the character is not a digit.

const DIGIT_ZEROS = [0x30, 0x6f0, 0x660]; // Latin, Persian (Extended Arabic-Indic), Arabic-Indic
const CODE = /^(?:Digit|Numpad)([1-9])$/;

/** The choice number 1–9 a key press names, or null for any other key. */
export function choiceKey(e: Pick<KeyboardEvent, 'key' | 'code'>): number | null {
  if (e.key.length === 1) {
    const c = e.key.charCodeAt(0);
    for (const zero of DIGIT_ZEROS) if (c > zero && c <= zero + 9) return c - zero;
  }
  const m = CODE.exec(e.code ?? '');
  return m ? Number(m[1]) : null;
}

/** True when a button is drawn: not in a folded <details> (whose content Chromium hides with content-visibility) nor under display:none. */
const onView = (b: HTMLElement) => (typeof b.checkVisibility === 'function' ? b.checkVisibility() : b.getClientRects().length > 0);

/** The choice buttons under `root` a player can see, in the order their keys number them. */
export function choiceButtons(root: ParentNode | null | undefined): HTMLButtonElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLButtonElement>('.choices button.act, .confirm button')].filter(onView);
}

/** True when a key press is typed into a form field (a name, a menu, the replay's slider). */
const typing = (e: KeyboardEvent): boolean => ['INPUT', 'SELECT', 'TEXTAREA'].includes((e.target as HTMLElement | null)?.tagName ?? '');

/**
 * True when a key press is not the game screen's (its keys 1–9, Ctrl+Z, the replay's arrows):
 * typed into a form field, or made while a modal dialog (the rules) covers the page.
 */
export function keyGoesElsewhere(e: KeyboardEvent): boolean {
  return typing(e) || (typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null);
}
