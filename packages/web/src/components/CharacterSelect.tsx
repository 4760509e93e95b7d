// A select of the character a player takes a seat with when characters are chosen (R3.2): "At
// random" or one of the pool (the Beginner variant's 6, R22.1), those others took greyed out,
// with the pick's ability below it. Used by the online table's form and its invite page.
import { characterPool } from '@wl/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
