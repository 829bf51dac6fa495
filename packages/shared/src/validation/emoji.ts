/*
 * An emoji is a pictograph or flag letter with its trailing modifiers (skin tone, variation selector,
 * keycap, tag letters of subdivision flags) and any ZWJ-joined follow-ups (family, profession
 * sequences); keycaps start with a digit, # or *. Whole sequences go, so no stray joiner or
 * modifier is left behind, and other scripts' joiners (used by Indic and Arabic text) are kept.
 */
const PICTOGRAPH = String.raw`[\p{Extended_Pictographic}\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}]`;
const MODIFIERS = String.raw`[\u{FE0F}\u{20E3}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]*`;
const KEYCAP = String.raw`[0-9#*]\u{FE0F}?\u{20E3}`;
const EMOJI = new RegExp(`${KEYCAP}|${PICTOGRAPH}${MODIFIERS}(?:\\u{200D}${PICTOGRAPH}${MODIFIERS})*`, 'gu');

/** Text inputs may drop emoji (spec §5): names, addresses and nicknames are stored as plain text. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '');
}
