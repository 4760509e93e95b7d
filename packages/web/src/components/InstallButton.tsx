// "Install the app" in the home page's header: where the browser offers to install it (Chromium,
// pwa/install.ts) the button asks the browser; on an iPhone or iPad, whose Safari makes no such
// offer, it says how to add the game to the home screen. The game then opens from there, offline too.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { installNow, useInstallOffer } from '../pwa/install';

/** iOS Safari in a browser tab (not opened from the home screen), where installing is Share → Add to Home Screen. */
function iosInBrowser(nav: Navigator = navigator): boolean {
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1); // iPadOS says it is a Mac
  return ios && (nav as Navigator & { standalone?: boolean }).standalone !== true;
}

/** The install button, or nothing where the browser makes no offer and is not iOS Safari. */
export function InstallButton() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const [howTo, setHowTo] = useState(false);
  if (offer) return <button type="button" className="install" title={t('app.installHint')} onClick={() => void installNow()}>{t('app.install')}</button>;
  if (!iosInBrowser()) return null;
  return (
    <span className="install-ios">
      <button type="button" className="install" aria-expanded={howTo} onClick={() => setHowTo(!howTo)}>{t('app.install')}</button>
      {howTo && <span className="install-how" role="status">{t('app.installIos')}</span>}
    </span>
  );
}
