import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import { useT } from '../../lib/i18n.ts';
import { useCharacters } from '../../lib/use-characters.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';

/**
 * LoyaltyCharacterChangePopup (spec §2.3): the characters to pick from; picking one closes it and
 * hands the choice on (the caller asks LoyaltyCharacterChangeConfirmPopup to confirm).
 */
export function LoyaltyCharacterChangePopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const { data: characters, status } = useCharacters();
  const currentId = entry.props.currentId as number | null;
  const onPick = entry.props.onPick as (character: LoyaltyCharacter) => void;
  return (
    <DialogFrame
      type="popup"
      title={t('loyalty.characters.changeTitle')}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
    >
      {status === 'error' ? <p className="form-error">{t('common.errorGeneric')}</p> : null}
      {status === 'pending' ? <p>{t('common.loading')}</p> : null}
      {characters ? (
        <ul className="character-choice" aria-label={t('loyalty.characters.changeTitle')}>
          {characters.map((character) => {
            const current = character.id === currentId;
            return (
              <li key={character.id}>
                <button
                  type="button"
                  className="character-choice__option"
                  aria-pressed={current}
                  disabled={current}
                  onClick={() => {
                    close(entry.id, { immediate: true });
                    onPick(character);
                  }}
                >
                  <img src={character.picture} alt="" width={72} height={72} />
                  <span>{character.name}</span>
                  {current ? (
                    <span className="character-choice__current">{t('loyalty.characters.current')}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </DialogFrame>
  );
}
