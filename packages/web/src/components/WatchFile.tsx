// "Watch a game file" on the home page: a game's file ({ setup, actions }: "Download the game
// file" after a game, or `wl simulate --out`) opened in the replay screen, every step and every
// hand; a file the engine cannot replay shows why, with its code.
import { useTranslation } from 'react-i18next';
import { table } from '../state/session';

/** The home page's card that opens a game file's replay. */
export function WatchFile() {
  const { t } = useTranslation();
  const open = async (files: FileList | null) => {
    const file = files?.[0];
    if (file) table.watchFile(file.name, await file.text());
  };
  return (
    <section className="lobby-card watch-file" aria-labelledby="watch-file-title">
      <h2 id="watch-file-title">{t('home.watchFile')}</h2>
      <p className="muted small">{t('home.watchFileHint')}</p>
      <label className="file-pick">
        <span>{t('home.chooseFile')}</span>
        <input type="file" accept=".json,application/json" onChange={(e) => { void open(e.currentTarget.files); e.currentTarget.value = ''; }} />
      </label>
    </section>
  );
}
