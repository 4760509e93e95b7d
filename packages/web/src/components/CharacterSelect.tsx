// Choosing characters (R3.2) in the forms that set up a game (the offline card, the online table's
// form and its invite page): whether characters are dealt or chosen, and the character a player
// takes a seat with: "At random" or one of the pool (the Beginner variant's 6, R22.1), those
// others took greyed out, with the pick's ability below it.
import { characterPool } from '@wl/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The select of "Characters": dealt (2 each, keep 1; the Beginner variant: 1 each) or chosen (R3.2). */
export function CharactersMode({ name, choose, beginner, onChange }: { name: string; choose: boolean; beginner: boolean; onChange: (choose: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <select name={name} value={choose ? 'choose' : 'deal'} onChange={(e) => onChange(e.target.value === 'choose')}>
      <option value="deal">{beginner ? t('modes.dealtBeginner') : t('modes.dealt')}</option>
      <option value="choose">{t('modes.chosen')}</option>
    </select>
  );
}

/** The character select; `taken`: characters other players chose; `label`: whose it is ("Your character" by default). */
export function CharacterSelect({ value, beginner, taken = [], onChange, name = 'character', label }: {
  value: string; beginner: boolean; taken?: readonly string[]; onChange: (c: string) => void; name?: string; label?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="character-pick">
      <label className="field">{label ?? <span>{t('modes.yourCharacter')}</span>}
        <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('modes.randomCharacter')}</option>
          {characterPool(beginner).map((c) => <option key={c} value={c} disabled={taken.includes(c) && c !== value}>{t(`character.${c}`)}</option>)}
        </select>
      </label>
      {value && <p className="muted small ability-text" dir="auto">{t(`ability.${value}`)}</p>}
    </div>
  );
}
