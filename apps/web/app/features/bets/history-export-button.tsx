import { gameHistoryExportPath } from '@casino/shared/contract/game-history.contract';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { exportRoundHistory } from './history-export.ts';

type ExportState =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'ready'; id: string }
  | { step: 'failed' };

/**
 * The casino rounds as a file (spec §7 createhistoryexportrequest / gethistoryexportrequest): the
 * export is built in the background, so the button waits for it and then offers the download.
 */
export function HistoryExportButton() {
  const t = useT();
  const api = useApi();
  const [state, setState] = useState<ExportState>({ step: 'idle' });

  const start = async () => {
    setState({ step: 'preparing' });
    try {
      const result = await exportRoundHistory(api);
      setState(result.status === 'ready' ? { step: 'ready', id: result.id } : { step: 'failed' });
    } catch {
      setState({ step: 'failed' });
    }
  };

  return (
    <div className="history-export">
      {state.step === 'ready' ? (
        <a className="button button--sm button--primary" href={gameHistoryExportPath(state.id)} download>
          {t('gameHistory.export.download')}
        </a>
      ) : (
        <button
          type="button"
          className="button button--sm"
          onClick={start}
          disabled={state.step === 'preparing'}
          aria-busy={state.step === 'preparing'}
        >
          {t(state.step === 'preparing' ? 'gameHistory.export.preparing' : 'gameHistory.export.start')}
        </button>
      )}
      <p role="status" className="history-export__status">
        {state.step === 'failed' ? t('gameHistory.export.failed') : ''}
      </p>
    </div>
  );
}
