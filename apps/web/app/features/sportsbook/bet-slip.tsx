import type { SportsBet } from '@casino/shared/contract/sports-bets.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { SelectionState } from '@casino/shared/errors/sports-bet-errors';
import { toMinor } from '@casino/shared/money/minor-units';
import {
  lineCount,
  NAMED_SYSTEMS,
  type NamedSystem,
  ODDS_CHANGE_POLICIES,
  type OddsChangePolicy,
} from '@casino/shared/sportsbook/bet-types';
import { ODDS_FORMATS, type OddsFormat } from '@casino/shared/sportsbook/odds-format';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { sportsBetRefusal } from '../../lib/sports-bet-refusal.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { BetReceipt } from './bet-receipt.tsx';
import { useBetSlip } from './bet-slip-context.tsx';
import { placeBet, slipBets } from './place-bet.ts';
import { type SlipMode, type SlipSelection, selectionKey, summarize, systemChoices } from './slip-state.ts';

/** Quick stakes, in currency units. */
const STAKE_PRESETS = ['1', '5', '10', '25'] as const;
const MODES: readonly SlipMode[] = ['singles', 'accumulator', 'system'];

/**
 * The bet slip: a side column on wide screens, a drawer from the bottom on phones. Selections, the bet
 * type (singles, accumulator, system with its lines), the stake with presets, the total stake and the
 * potential return, the odds format and what to do when prices move; placing needs a signed-in player.
 */
export function BetSlip() {
  const t = useT();
  const api = useApi();
  const { user, generalInfo } = useShell();
  const dialogs = useDialogs();
  const { slip, dispatch, showOdds, oddsFormat, setOddsFormat } = useBetSlip();
  const { busy, notice, setNotice, run } = useFormSubmit();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The drawer takes the focus when it opens and gives it back to its toggle when it closes.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  // The receipt of the last placement, until the player dismisses it or builds a new slip.
  const [receipt, setReceipt] = useState<{ bets: SportsBet[]; selections: SlipSelection[] } | null>(null);
  const titleId = useId();
  const currency = user?.balance_main.currency ?? generalInfo.default_currency;
  // Staking from the betting bonus is the player's choice, per slip (decision 0048): offered while the
  // player has betting bonus money; the server checks it is the active bonus's.
  const bonusMoney = user?.balance_betting_bonus.amount ?? 0;
  const [fromBonus, setFromBonus] = useState(false);
  const funding = fromBonus && bonusMoney > 0 ? 'betting_bonus' : 'main';
  const summary = summarize(slip, currency);
  const count = slip.selections.length;
  const stakeLabel =
    slip.mode === 'singles' ? t('sportsbook.slip.stakeEach') : t('sportsbook.slip.stakePerLine');

  // The ids of the last attempt stay while the slip is unchanged: a retried submit is the same bets.
  const attempt = useRef<{ slip: string; ids: string[] } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setReceipt(null);
    if (!user) {
      dialogs.open('AuthPopup', { props: { view: 'authorization' } });
      return;
    }
    if (summary.problem) {
      setNotice(t(`sportsbook.slip.${summary.problem}`));
      return;
    }
    const key = JSON.stringify(slip);
    if (attempt.current?.slip !== key) attempt.current = { slip: key, ids: [] };
    const ids = attempt.current.ids;
    let next = 0;
    const idFor = () => {
      ids[next] ??= crypto.randomUUID();
      return ids[next++]!;
    };
    const bets: SportsBet[] = [];
    const done = await run(
      async () => {
        for (const bet of slipBets(slip, currency, idFor, funding)) bets.push(await placeBet(api, bet));
      },
      {
        notice: (error) => {
          if (!(error instanceof ApiError)) return sportsBetRefusal(error, t, currency);
          // A refusal about prices carries where each selection stands now: the slip takes the new odds.
          const states = (error.errorData?.selections ?? []) as SelectionState[];
          for (const state of states) {
            if (state.state === 'open' && state.odds !== null) {
              dispatch({ type: 'odds', key: selectionKey(state), odds: state.odds });
            }
          }
          return sportsBetRefusal(error, t, currency);
        },
      },
    );
    if (done) {
      attempt.current = null;
      setReceipt({ bets, selections: slip.selections });
      dispatch({ type: 'clear' });
    }
  };

  const systemLabel = (choice: string) => {
    const name =
      choice in NAMED_SYSTEMS
        ? t(`sportsbook.slip.systems.${choice}`)
        : t('sportsbook.slip.systemSize', { size: choice, count });
    const lines = lineCount(
      choice in NAMED_SYSTEMS
        ? { kind: 'named', name: choice as NamedSystem }
        : { kind: 'system', size: Number(choice) },
      count,
    );
    return `${name} (${t('sportsbook.slip.lines', { count: lines })})`;
  };

  return (
    <aside className="bet-slip" aria-labelledby={titleId} data-open={open ? '' : undefined}>
      <button
        type="button"
        ref={toggle}
        className="bet-slip__toggle button button--primary"
        aria-expanded={open}
        aria-controls={`${titleId}-panel`}
        onClick={() => setOpen(!open)}
      >
        {t('sportsbook.slip.open', { count })}
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the drawer from anywhere inside it */}
      <div
        className="bet-slip__panel"
        id={`${titleId}-panel`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
      >
        <div className="bet-slip__head">
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {t('sportsbook.slip.title')}
          </h2>
          <button
            type="button"
            className="bet-slip__close button button--ghost"
            onClick={() => setOpen(false)}
          >
            {t('common.close')}
          </button>
        </div>
        {receipt ? (
          <>
            <p className="bet-slip__placed" role="status">
              {t('sportsbook.slip.placed')}
            </p>
            <BetReceipt {...receipt} showOdds={showOdds} onDone={() => setReceipt(null)} />
          </>
        ) : null}
        {count === 0 ? (
          receipt ? null : (
            <p className="bet-slip__empty">{t('sportsbook.slip.empty')}</p>
          )
        ) : (
          <form className="bet-slip__form" onSubmit={submit} noValidate>
            <ul className="bet-slip__selections">
              {slip.selections.map((selection) => (
                <li key={selectionKey(selection)} className="slip-selection">
                  <span className="slip-selection__pick">{selection.selection_name}</span>
                  <span className="slip-selection__odds">{showOdds(selection.odds)}</span>
                  <span className="slip-selection__market">{selection.market_name}</span>
                  <span className="slip-selection__event">{selection.event_name}</span>
                  <button
                    type="button"
                    className="slip-selection__remove"
                    aria-label={t('sportsbook.slip.remove', { selection: selection.selection_name })}
                    onClick={() => dispatch({ type: 'remove', key: selectionKey(selection) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="bet-slip__clear" onClick={() => dispatch({ type: 'clear' })}>
              {t('sportsbook.slip.clear')}
            </button>

            <fieldset className="slip-modes">
              <legend className="visually-hidden">{t('sportsbook.slip.title')}</legend>
              {MODES.map((mode) => (
                <label key={mode} className="slip-modes__option">
                  <input
                    type="radio"
                    name="slip-mode"
                    value={mode}
                    checked={slip.mode === mode}
                    disabled={(mode === 'accumulator' && count < 2) || (mode === 'system' && count < 3)}
                    onChange={() => dispatch({ type: 'mode', mode })}
                  />
                  <span>{t(`sportsbook.slip.${mode}`)}</span>
                </label>
              ))}
            </fieldset>

            {slip.mode === 'system' ? (
              <SelectField
                label={t('sportsbook.slip.systemChoice')}
                value={slip.system}
                options={systemChoices(count).map((choice) => ({
                  value: choice,
                  label: systemLabel(choice),
                }))}
                onChange={(event) => dispatch({ type: 'system', system: event.target.value })}
              />
            ) : null}

            <div className="field">
              <label className="field__label" htmlFor={`${titleId}-stake`}>
                {stakeLabel}
              </label>
              <input
                id={`${titleId}-stake`}
                name="stake"
                inputMode="decimal"
                autoComplete="off"
                value={slip.stake}
                onChange={(event) => dispatch({ type: 'stake', stake: event.target.value.slice(0, 12) })}
              />
            </div>
            <fieldset className="slip-presets">
              <legend className="visually-hidden">{t('sportsbook.slip.presets')}</legend>
              {STAKE_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className="slip-presets__button"
                  onClick={() => dispatch({ type: 'stake', stake: preset })}
                >
                  {formatMoney(toMinor(preset, currency), currency)}
                </button>
              ))}
            </fieldset>

            <dl className="slip-summary">
              {slip.mode === 'system' || slip.mode === 'singles' ? (
                <div>
                  <dt>{t('sportsbook.slip.linesLabel')}</dt>
                  <dd>{summary.lines}</dd>
                </div>
              ) : null}
              {summary.totalOdds !== undefined ? (
                <div>
                  <dt>{t('sportsbook.slip.totalOdds')}</dt>
                  <dd>{showOdds(summary.totalOdds)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('sportsbook.slip.totalStake')}</dt>
                <dd>{formatMoney(summary.totalStake, currency)}</dd>
              </div>
              <div className="slip-summary__return">
                <dt>{t('sportsbook.slip.potentialReturn')}</dt>
                <dd data-testid="potential-return">
                  {summary.potentialReturn === undefined
                    ? '—'
                    : formatMoney(summary.potentialReturn, currency)}
                </dd>
              </div>
            </dl>
            {summary.problem === 'sameEvent' ||
            summary.problem === 'needTwo' ||
            summary.problem === 'needThree' ? (
              <p className="slip-problem">{t(`sportsbook.slip.${summary.problem}`)}</p>
            ) : null}

            <SelectField
              label={t('sportsbook.slip.oddsChange')}
              value={slip.oddsChange}
              options={ODDS_CHANGE_POLICIES.map((policy) => ({
                value: policy,
                label: t(`sportsbook.slip.policies.${policy}`),
              }))}
              onChange={(event) =>
                dispatch({ type: 'oddsChange', policy: event.target.value as OddsChangePolicy })
              }
            />
            {bonusMoney > 0 ? (
              <label className="slip-bonus">
                <input
                  type="checkbox"
                  checked={fromBonus}
                  onChange={(event) => setFromBonus(event.target.checked)}
                />
                <span>{t('sportsbook.slip.fromBonus', { amount: formatMoney(bonusMoney, currency) })}</span>
              </label>
            ) : null}
            <FormNotice>{notice}</FormNotice>
            <SubmitButton busy={busy}>
              {user
                ? slip.mode === 'singles' && count > 1
                  ? t('sportsbook.slip.placeCount', { count })
                  : t('sportsbook.slip.place')
                : t('sportsbook.slip.signIn')}
            </SubmitButton>
          </form>
        )}
        <SelectField
          label={t('sportsbook.slip.oddsFormat')}
          value={oddsFormat}
          options={ODDS_FORMATS.map((format) => ({
            value: format,
            label: t(`sportsbook.slip.formats.${format}`),
          }))}
          onChange={(event) => setOddsFormat(event.target.value as OddsFormat)}
        />
      </div>
    </aside>
  );
}
