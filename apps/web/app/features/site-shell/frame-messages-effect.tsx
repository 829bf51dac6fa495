import { useEffect } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { readFrameMessage } from '../../lib/frame-messages.ts';

/**
 * Listens to the site's own embedded forms: a redirect message navigates (internal addresses only), a
 * refresh_user message reloads the player's data. Messages from any other origin are ignored.
 */
export function FrameMessagesEffect() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readFrameMessage(event, window.location.origin);
      if (message?.type === 'redirect') navigate(message.url);
      else if (message?.type === 'refresh_user') void revalidator.revalidate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate, revalidator]);
  return null;
}
