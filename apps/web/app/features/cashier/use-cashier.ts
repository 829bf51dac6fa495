import { messageLookup, validationMessageText } from '@casino/shared/validation/message-text';
import type { ValidationMessage } from '@casino/shared/validation/messages';
import { useCallback, useMemo } from 'react';
import { useNavigation } from 'react-router';
import { useShell } from '../../lib/use-shell.ts';
import { type CashierLoading, cashierLoading } from './loading-flags.ts';

/** Spec §4 loading flags of the cashier page being shown. */
export function useCashierLoading(submitting: 'deposit' | 'withdraw' | null): CashierLoading {
  const navigation = useNavigation();
  return cashierLoading({
    loadingPath: navigation.state === 'loading' ? navigation.location.pathname : null,
    submitting,
  });
}

/** Validation messages in the page's language (English per message where a locale lacks one). */
export function useValidationText() {
  const { messages } = useShell();
  const lookup = useMemo(() => messageLookup(messages), [messages]);
  return useCallback((message: ValidationMessage) => validationMessageText(message, lookup), [lookup]);
}
