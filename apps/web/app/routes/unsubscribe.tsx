import { useT } from '../lib/i18n.ts';

/** Newsletter unsubscribe landing page (the action itself needs an account: see the accounts capability). */
export default function Unsubscribe() {
  const t = useT();
  return (
    <div className="container section narrow">
      <h1 className="page-title">{t('unsubscribe.title')}</h1>
      <p>{t('unsubscribe.text')}</p>
    </div>
  );
}
