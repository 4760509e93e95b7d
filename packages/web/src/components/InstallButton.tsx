// "Install the app" in the home page's header, shown while the browser offers to install it
// (pwa/install.ts): the game then opens from the home screen or the app list, offline too.
import { useTranslation } from 'react-i18next';
import { installNow, useInstallOffer } from '../pwa/install';

/** The install button, or nothing where the browser makes no offer. */
export function InstallButton() {
  const { t } = useTranslation();
  if (!useInstallOffer()) return null;
  return <button type="button" className="install" title={t('app.installHint')} onClick={() => void installNow()}>{t('app.install')}</button>;
}
