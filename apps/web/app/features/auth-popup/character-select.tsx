import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import { createContext, useContext, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useCharacters } from '../../lib/use-characters.ts';

/** Tells the auth popup which character the registration form has chosen, for its side banner. */
export const ChosenCharacterContext = createContext<((character: LoyaltyCharacter | null) => void) | null>(
  null,
);

/**
 * The registration's character choice (spec §2.2, §3 `showCharacterSelect`, `character_id`): the
 * site's characters, the first chosen until the player picks another. Off, it loads nothing.
 */
export function useCharacterChoice(enabled: boolean) {
  const { data: characters } = useCharacters(enabled);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = characters?.find((each) => each.id === chosenId) ?? characters?.[0] ?? null;
  const report = useContext(ChosenCharacterContext);
  useEffect(() => {
    report?.(enabled ? chosen : null);
  }, [report, enabled, chosen]);
  return { characters: enabled ? (characters ?? []) : [], chosen, choose: setChosenId };
}

export function CharacterSelect({
  characters,
  chosen,
  onChoose,
}: {
  characters: readonly LoyaltyCharacter[];
  chosen: LoyaltyCharacter | null;
  onChoose: (id: number) => void;
}) {
  const t = useT();
  if (characters.length === 0) return null;
  return (
    <fieldset className="choice-group auth-form__choice">
      <legend>{t('popups.auth.characterTitle')}</legend>
      <div className="character-choice">
        {characters.map((character) => (
          <label key={character.id} className="character-choice__option">
            <input
              type="radio"
              className="visually-hidden"
              name="character_id"
              value={character.id}
              checked={character.id === chosen?.id}
              onChange={() => onChoose(character.id)}
            />
            <img src={character.picture} alt="" width={56} height={56} />
            <span>{character.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
