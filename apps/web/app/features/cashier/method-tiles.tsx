import type { PaymentMethodView } from '@casino/shared/contract/cashier.contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';
import { methodText } from './method-text.ts';
import { methodUrlKey, type PaymentUrlDisplay } from './payment-url.ts';

function TileContent({ method }: { method: PaymentMethodView }) {
  const t = useT();
  return (
    <>
      <Image className="method-tile__icon" src={method.icon} alt="" width={56} height={36} loading="eager" />
      <span className="method-tile__name">{methodText(method.name, t)}</span>
      <span className="method-tile__limits">
        {t('cashier.limits', {
          min: formatMoney(method.min, method.currency),
          max: formatMoney(method.max, method.currency),
        })}
      </span>
    </>
  );
}

/**
 * Deposit methods are pages of their own (/cashier/deposit/{sysname}, or {id} by cms-config
 * `cashier.paymentUrlDisplay`), so the grid is navigation.
 */
export function DepositMethodLinks({
  methods,
  chosen,
  display,
  busy,
}: {
  methods: readonly PaymentMethodView[];
  chosen: string | null;
  display: PaymentUrlDisplay;
  busy: boolean;
}) {
  const t = useT();
  const paths = usePaths();
  return (
    <nav className="cashier-methods" aria-label={t('cashier.chooseMethod')} aria-busy={busy}>
      <h2 className="cashier__subtitle">{t('cashier.chooseMethod')}</h2>
      <ul className="method-grid">
        {methods.map((method) => (
          <li key={method.sysname}>
            <Link
              className="method-tile"
              to={paths.cashierDeposit(methodUrlKey(method, display))}
              aria-current={method.sysname === chosen ? 'true' : undefined}
              preventScrollReset
              replace
            >
              <TileContent method={method} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Withdrawal methods are a choice inside the form. */
export function MethodRadios({
  methods,
  chosen,
  onChoose,
}: {
  methods: readonly PaymentMethodView[];
  chosen: string;
  onChoose: (sysname: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="cashier-methods">
      <legend className="cashier__subtitle">{t('cashier.chooseMethod')}</legend>
      <div className="method-grid">
        {methods.map((method) => (
          <label key={method.sysname} className="method-tile">
            <input
              type="radio"
              className="visually-hidden"
              name="method"
              value={method.sysname}
              checked={method.sysname === chosen}
              onChange={() => onChoose(method.sysname)}
            />
            <TileContent method={method} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
