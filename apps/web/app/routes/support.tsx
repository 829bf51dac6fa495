import { useT } from '../lib/i18n.ts';

/** The support page frame; the chat widget and feedback form arrive with the support capability. */
export default function Support() {
  const t = useT();
  return (
    <div className="container section">
      <h1 className="page-title">{t('support.title')}</h1>
      <p>{t('support.description')}</p>
      <div className="empty-state">
        <p>{t('support.chatUnavailable')}</p>
      </div>
    </div>
  );
}
