/**
 * The form titles are searched in: lowercase, accents removed, every run of other characters one
 * space. Stored beside each game and applied to the query, so `Pot o' Gold`, `pot-o-gold` and
 * `POT O GOLD` all find the same game.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A URL-safe identifier from a title: `Pot of Gold Megaways` → `pot-of-gold-megaways`. */
export function slugify(text: string): string {
  return searchText(text.replace(/&/g, ' and ')).replace(/ /g, '-');
}
