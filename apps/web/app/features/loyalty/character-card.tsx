import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';

/**
 * The player's character in their profile (spec §1 selectable characters) with the change button:
 * LoyaltyCharacterChangePopup to pick one, then LoyaltyCharacterChangeConfirmPopup to confirm it.
 */
export function CharacterCard({ character }: { character: LoyaltyCharacter | null }) {
  const t = useT();
  const api = useApi();
  const dialogs = useDialogs();
  const revalidator = useRevalidator();
  const titleId = useId();
  const { busy, notice, run } = useFormSubmit();

  const change = (chosen: LoyaltyCharacter) =>
    run(
      async () => {
        await api('loyalty.setcharacter', { id: chosen.id });
        await revalidator.revalidate();
      },
      { refusal: (error) => ({ notice: refusalMessage(error, t('common.errorGeneric')) }) },
    );

  const confirm = (chosen: LoyaltyCharacter) =>
    dialogs.open('LoyaltyCharacterChangeConfirmPopup', {
      props: {
        title: t('loyalty.characters.confirmTitle'),
        text: t('loyalty.characters.changeConfirm', { name: chosen.name }),
        confirmLabel: t('loyalty.characters.confirm'),
        onConfirm: () => change(chosen),
      },
    });

  return (
    <section className="card loyalty-character" aria-labelledby={titleId}>
      {character ? (
        <img className="loyalty-character__picture" src={character.picture} alt="" width={96} height={96} />
      ) : null}
      <div className="loyalty-character__body">
        <h2 className="loyalty-standing__title" id={titleId}>
          {t('loyalty.characters.title')}
        </h2>
        <p className="loyalty-character__name" data-testid="loyalty-character">
          {character ? character.name : t('loyalty.characters.none')}
        </p>
        <FormNotice>{notice}</FormNotice>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() =>
            dialogs.open('LoyaltyCharacterChangePopup', {
              props: { currentId: character?.id ?? null, onPick: confirm },
            })
          }
        >
          {character ? t('loyalty.characters.change') : t('loyalty.characters.choose')}
        </button>
      </div>
    </section>
  );
}
