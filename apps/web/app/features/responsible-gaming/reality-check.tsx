import type { RealityCheckView } from '@casino/shared/contract/responsible-gaming.contract';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import { nextRealityCheckIn, playedText } from './play-limits.ts';

/**
 * The reality check on game and sportsbook pages (decision 0031): at every interval of play the player
 * chose, a dialog with the time played this session and its net result (casino rounds and sports bets),
 * from the platform. "Keep playing" closes it until the next one; "Stop" leaves for `leaveTo` (the game
 * hall by default). Renders nothing when checks are off.
 */
export function RealityCheck({ leaveTo }: { leaveTo?: string }) {
  const t = useT();
  const api = useApi();
  const paths = usePaths();
  const navigate = useNavigate();
  const [shown, setShown] = useState<RealityCheckView | null>(null);
  const [delay, setDelay] = useState<number | undefined>(undefined);

  const schedule = useCallback(async () => {
    try {
      const check = await api('account.getRealityCheck', {});
      setDelay(nextRealityCheckIn(check.interval_minutes, check.played_seconds));
    } catch {
      setDelay(undefined);
    }
  }, [api]);

  useEffect(() => {
    void schedule();
  }, [schedule]);

  useEffect(() => {
    if (delay === undefined) return;
    const timer = setTimeout(async () => {
      try {
        setShown(await api('account.getRealityCheck', {}));
      } catch {
        // Signed out meanwhile: no reminder.
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [delay, api]);

  const keepPlaying = useCallback(() => {
    setShown(null);
    setDelay(undefined);
    void schedule();
  }, [schedule]);

  if (!shown) return null;
  const units = {
    hours: t('responsibleGame.realityCheck.hours'),
    minutes: t('responsibleGame.realityCheck.minutes'),
  };
  return (
    <DialogFrame
      type="popup"
      title={t('responsibleGame.realityCheck.title')}
      closeLabel={t('common.close')}
      onRequestClose={keepPlaying}
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setShown(null);
              void navigate(leaveTo ?? paths.gamehall());
            }}
          >
            {t('responsibleGame.realityCheck.stop')}
          </button>
          <button type="button" className="button button--primary" data-autofocus onClick={keepPlaying}>
            {t('responsibleGame.realityCheck.keepPlaying')}
          </button>
        </>
      }
    >
      <p data-testid="reality-check">
        {t('responsibleGame.realityCheck.played', { time: playedText(shown.played_seconds, units) })}
      </p>
      <p>
        {t(shown.net_amount < 0 ? 'responsibleGame.realityCheck.lost' : 'responsibleGame.realityCheck.won', {
          amount: formatMoney(Math.abs(shown.net_amount), shown.currency),
        })}
      </p>
    </DialogFrame>
  );
}
