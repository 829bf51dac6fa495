import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { isPersonalHole, personalText } from '../../lib/personal.tsx';
import { useApi } from '../../lib/use-api.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useToasts } from '../../ui/toast/toast-context.tsx';

interface Favourites {
  /** The liked games' sysnames: a set, or the hole of a page rendered for every player. */
  liked: ReadonlySet<string> | readonly string[];
  toggle(sysname: string): void;
}

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * The player's liked games (spec §4 Favourites): a toggle adds or removes the like by sysname, then the
 * list is read again. `likes` comes from the page's loader (null for a guest, whose toggle opens
 * sign-in instead).
 */
export function FavouritesProvider({
  likes,
  children,
}: {
  likes: readonly string[] | null;
  children: ReactNode;
}) {
  const api = useApi();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const t = useT();
  // While a page is rendered for every player, `likes` is a hole (lib/personal.tsx): its hearts are
  // filled per player, and nothing here reads it.
  const [liked, setLiked] = useState<ReadonlySet<string> | typeof likes>(() =>
    isPersonalHole(likes) ? likes : new Set(likes ?? []),
  );

  // Loader data that says something new (a sign-in, another tab's like) replaces what this page knew. A
  // revalidation answering the same list leaves it alone: it may have been read before a like this page
  // just made, and must not take the heart back.
  const likesKey = isPersonalHole(likes) ? '' : (likes?.join('\n') ?? '');
  useEffect(() => setLiked(new Set(likesKey ? likesKey.split('\n') : [])), [likesKey]);

  const toggle = useCallback(
    async (sysname: string) => {
      if (likes === null) {
        dialogs.open('AuthPopup', { props: { view: 'authorization' } });
        return;
      }
      const adding = !(liked as ReadonlySet<string>).has(sysname);
      setLiked((current) => {
        const next = new Set(current);
        if (adding) next.add(sysname);
        else next.delete(sysname);
        return next;
      });
      try {
        await api(adding ? 'addLike' : 'removeLike', { sysname });
        setLiked(new Set((await api('getLikes')).sysnames));
      } catch {
        setLiked((current) => {
          const next = new Set(current);
          if (adding) next.delete(sysname);
          else next.add(sysname);
          return next;
        });
        toasts.show({ kind: 'product', data: { title: t('common.errorGeneric') } });
      }
    },
    [api, dialogs, likes, liked, t, toasts],
  );

  const value = useMemo<Favourites>(
    () => ({ liked: liked ?? new Set(), toggle: (sysname) => void toggle(sysname) }),
    [liked, toggle],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

function useFavourites(): Favourites {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error('useFavourites used outside FavouritesProvider');
  return favourites;
}

/** The heart on a tile or a game page: adds the game to the favourites or takes it out. */
export function FavouriteButton({
  sysname,
  name,
  className,
}: {
  sysname: string;
  name: string;
  className?: string;
}) {
  const t = useT();
  const favourites = useFavourites();
  // Each text is a hole where the page is rendered for every player (decision 0047).
  const byMark = (text: (liked: boolean) => string) =>
    personalText(favourites.liked, (liked) =>
      text(liked instanceof Set ? liked.has(sysname) : (liked as readonly string[]).includes(sysname)),
    );
  return (
    <button
      type="button"
      className={`icon-button favourite-button${className ? ` ${className}` : ''}`}
      data-liked={byMark(String)}
      aria-label={byMark((liked) =>
        t(liked ? 'games.removeFavouriteNamed' : 'games.addFavouriteNamed', { name }),
      )}
      title={byMark((liked) => t(liked ? 'games.removeFavourite' : 'games.addFavourite'))}
      onClick={() => favourites.toggle(sysname)}
    >
      <Icon name="heart" size={20} />
    </button>
  );
}
