import { formatOdds, type OddsFormat } from '@casino/shared/sportsbook/odds-format';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { oddsFormatCookie } from '../../lib/odds-format-cookie.ts';
import { browserStorage, readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys.ts';
import {
  EMPTY_SLIP,
  parseStoredSlip,
  type SlipAction,
  type SlipState,
  selectionKey,
  slipReducer,
} from './slip-state.ts';

type BetSlipContextValue = {
  slip: SlipState;
  dispatch: Dispatch<SlipAction>;
  /** Keys of the selections on the slip, for the odds buttons' pressed state. */
  picked: ReadonlySet<string>;
  oddsFormat: OddsFormat;
  setOddsFormat: (format: OddsFormat) => void;
  showOdds: (thousandths: number) => string;
};

const BetSlipContext = createContext<BetSlipContextValue | null>(null);

/**
 * The slip and the odds format, shared by the sportsbook's pages. The slip starts empty on the server and
 * comes back from local storage once the page is live, so the first render matches the server's.
 */
export function BetSlipProvider({
  initialOddsFormat,
  children,
}: {
  initialOddsFormat: OddsFormat;
  children: ReactNode;
}) {
  const [slip, dispatch] = useReducer(slipReducer, EMPTY_SLIP);
  const restored = useRef(false);
  useEffect(() => {
    dispatch({ type: 'restore', state: parseStoredSlip(readStored(browserStorage(), STORAGE_KEYS.betSlip)) });
    restored.current = true;
  }, []);
  useEffect(() => {
    if (restored.current) writeStored(browserStorage(), STORAGE_KEYS.betSlip, JSON.stringify(slip));
  }, [slip]);

  const [oddsFormat, setFormat] = useState(initialOddsFormat);
  const setOddsFormat = useCallback((format: OddsFormat) => {
    setFormat(format);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, as the theme's
    document.cookie = oddsFormatCookie(format);
  }, []);

  const value = useMemo(
    () => ({
      slip,
      dispatch,
      picked: new Set(slip.selections.map(selectionKey)),
      oddsFormat,
      setOddsFormat,
      showOdds: (thousandths: number) => formatOdds(thousandths, oddsFormat),
    }),
    [slip, oddsFormat, setOddsFormat],
  );
  return <BetSlipContext.Provider value={value}>{children}</BetSlipContext.Provider>;
}

export function useBetSlip(): BetSlipContextValue {
  const value = useContext(BetSlipContext);
  if (!value) throw new Error('useBetSlip used outside BetSlipProvider');
  return value;
}
