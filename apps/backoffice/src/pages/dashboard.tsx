import type { DashboardCurrency, DashboardDay } from '@casino/shared/backoffice/backoffice.contract';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { toMajor } from '@casino/shared/money/minor-units';
import { useMemo, useState } from 'react';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { Select } from '../ui/field.tsx';
import { type ChartSeries, LineChart } from '../ui/line-chart.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';

const count = (value: number) => value.toLocaleString('en-GB');
/** Axis labels: whole major units of the currency (its own digits), compact (12K, 1.2M). */
const compactMoney = (currency: string) => (minor: number) =>
  toMajor(minor, isCurrencyCode(currency) ? currency : undefined).toLocaleString('en-GB', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
const compactCount = (value: number) => value.toLocaleString('en-GB', { notation: 'compact' });

function Tiles({ label, day, currency }: { label: string; day: DashboardDay; currency: string }) {
  const tiles: [string, string, string?][] = [
    ['Registrations', count(day.registrations)],
    ['First deposits', count(day.first_deposits)],
    ['Deposits', money(day.deposit_amount, currency), `${count(day.deposits)} payments`],
    ['Withdrawals paid', money(day.withdrawal_amount, currency), `${count(day.withdrawals)} payouts`],
    [
      'Stakes',
      money(day.stakes, currency),
      `casino ${money(day.casino_stakes, currency)} · sports ${money(day.sports_stakes, currency)}`,
    ],
    ['Wins', money(day.wins, currency)],
    ['GGR', money(day.ggr, currency), 'stakes − wins'],
    [
      'Bonus cost',
      money(day.bonus_cost, currency),
      `bonuses ${money(day.bonus_released, currency)} · cashback ${money(day.cashback_paid, currency)} · prizes ${money(day.tournament_prizes, currency)}`,
    ],
    ['NGR', money(day.ngr, currency), 'GGR − bonus cost'],
    ['Active players', count(day.active_players), 'placed a real-money bet'],
  ];
  return (
    <section aria-label={label} className="tiles-section">
      <h2>{label}</h2>
      <dl className="tiles">
        {tiles.map(([name, value, detail]) => (
          <div key={name} className="tile">
            <dt>{name}</dt>
            <dd>
              <span className="tile-value">{value}</span>
              {detail && <span className="tile-detail">{detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Charts({ figures }: { figures: DashboardCurrency }) {
  const { days, currency } = figures;
  const charts = useMemo(() => {
    const of = (field: keyof DashboardDay) => days.map((day) => Number(day[field]));
    const series = (label: string, field: keyof DashboardDay, colorVar: string): ChartSeries => ({
      label,
      values: field === 'day' ? [] : of(field),
      colorVar,
    });
    return {
      labels: days.map((day) => day.day),
      payments: [
        series(`Deposits (${currency})`, 'deposit_amount', '--chart-1'),
        series(`Withdrawals (${currency})`, 'withdrawal_amount', '--chart-2'),
      ],
      revenue: [
        series(`GGR (${currency})`, 'ggr', '--chart-1'),
        series(`NGR (${currency})`, 'ngr', '--chart-3'),
      ],
      players: [
        series('Active players', 'active_players', '--chart-1'),
        series('Registrations', 'registrations', '--chart-2'),
        series('First deposits', 'first_deposits', '--chart-3'),
      ],
    };
  }, [days, currency]);
  return (
    <div className="charts">
      <LineChart
        title="Deposits and withdrawals"
        days={charts.labels}
        series={charts.payments}
        format={compactMoney(currency)}
      />
      <LineChart
        title="GGR and NGR"
        days={charts.labels}
        series={charts.revenue}
        format={compactMoney(currency)}
      />
      <LineChart title="Players" days={charts.labels} series={charts.players} format={compactCount} />
    </div>
  );
}

function DailyTable({ figures }: { figures: DashboardCurrency }) {
  const { currency } = figures;
  const newestFirst = [...figures.days].reverse();
  return (
    <table>
      <caption>Daily figures in {currency}, newest first (UTC days)</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Registrations</th>
          <th scope="col">First deposits</th>
          <th scope="col">Deposits</th>
          <th scope="col">Withdrawals paid</th>
          <th scope="col">Stakes</th>
          <th scope="col">Wins</th>
          <th scope="col">GGR</th>
          <th scope="col">Bonus cost</th>
          <th scope="col">NGR</th>
          <th scope="col">Active players</th>
        </tr>
      </thead>
      <tbody>
        {newestFirst.map((day) => (
          <tr key={day.day}>
            <th scope="row">{day.day}</th>
            <td className="number">{count(day.registrations)}</td>
            <td className="number">{count(day.first_deposits)}</td>
            <td className="number">
              {money(day.deposit_amount, currency)} ({count(day.deposits)})
            </td>
            <td className="number">
              {money(day.withdrawal_amount, currency)} ({count(day.withdrawals)})
            </td>
            <td className="number">{money(day.stakes, currency)}</td>
            <td className="number">{money(day.wins, currency)}</td>
            <td className="number">{money(day.ggr, currency)}</td>
            <td className="number">{money(day.bonus_cost, currency)}</td>
            <td className="number">{money(day.ngr, currency)}</td>
            <td className="number">{count(day.active_players)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The operator's figures per currency: today, the last 30 days, their daily series (decision 0038). */
export function DashboardPage() {
  const { data, error, reload } = useLoad(() => call('dashboard.get', {}), 'dashboard');
  const [chosen, setChosen] = useState<string | null>(null);
  const figures = data?.currencies.find((each) => each.currency === chosen) ?? data?.currencies[0];
  const today = figures?.days.at(-1);

  return (
    <>
      <h1>Dashboard</h1>
      <div className="inline-form">
        {data && data.currencies.length > 1 && (
          <Select
            label="Currency"
            name="currency"
            value={figures?.currency ?? ''}
            options={data.currencies.map((each) => ({ value: each.currency, label: each.currency }))}
            onChange={setChosen}
          />
        )}
        <button type="button" onClick={reload}>
          Refresh
        </button>
        {data && <span className="muted">As of {dateTime(data.generated_at)} (days are UTC)</span>}
      </div>
      <Notice kind="error">{error}</Notice>
      {data && !figures && <p>Nothing has happened yet: no registration, payment or bet.</p>}
      {figures && today && (
        <>
          <Tiles label={`Today, ${today.day}`} day={today} currency={figures.currency} />
          <Tiles label="Today and the 30 days before" day={figures.totals} currency={figures.currency} />
          <Charts figures={figures} />
          <DailyTable figures={figures} />
        </>
      )}
    </>
  );
}
