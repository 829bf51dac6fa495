import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';

/**
 * Opens the verification provider's flow: the player's applicant (created on the first call), then a
 * short-lived link to the provider's pages, which bring the player back to the verification tab.
 */
export function useStartVerification() {
  const t = useT();
  const api = useApi();
  const { busy, notice, run } = useFormSubmit();
  const start = () =>
    run(
      async () => {
        await api('idcheck.createApplicant', {});
        const { url } = await api('idcheck.getAccessToken', {});
        window.location.assign(url);
      },
      { refusal: (error) => ({ notice: refusalMessage(error, t('common.errorGeneric')) }) },
    );
  return { busy, notice, start };
}
