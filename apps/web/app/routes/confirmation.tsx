import { useMatches } from 'react-router';
import { useT } from '../lib/i18n.ts';

/** Contact confirmation (/confirmation) and its success page (/confirmation/success). */
export default function Confirmation() {
  const t = useT();
  const matches = useMatches();
  const success = (matches[matches.length - 1]?.id ?? '').startsWith('confirmation-success');
  return (
    <div className="container section narrow">
      <h1 className="page-title">{t(success ? 'confirmation.successTitle' : 'confirmation.title')}</h1>
      <p>{success ? t('confirmation.successText') : t('confirmation.text', { contact: '…' })}</p>
    </div>
  );
}
