import { FeedbackForm } from '../features/support/feedback-form.tsx';
import supportCss from '../features/support/support.css?url';
import { openChat } from '../lib/chat-signals.ts';
import { useT } from '../lib/i18n.ts';
import { useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/support';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: supportCss }];

/** The support page (spec §2.1): the feedback form; support answers by e-mail. */
export default function Support() {
  const t = useT();
  const { user } = useShell();
  return (
    <div className="container section narrow">
      <h1 className="page-title">{t('support.title')}</h1>
      <p>{t('support.description')}</p>
      <h2>{t('support.chat.title')}</h2>
      <p>{t('support.chat.intro')}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => openChat()}>
          {t('support.chat.open')}
        </button>
      </p>
      <h2>{t('support.feedback.title')}</h2>
      <p>{t('support.byEmail')}</p>
      <FeedbackForm isGuest={user === null} />
    </div>
  );
}
