import { describe, expect, it } from 'vitest';
import { contentDir } from '../../repo-paths.ts';
import { readContentFiles } from './content-files.ts';
import { type Messages, resolveMessageRefs } from './resolve-messages.ts';

const files = readContentFiles(contentDir);
const defaultLocale = files.locales.defaultLocale;

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) result.set(leaf, text);
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\$\$\w+\$\$|\{\{\s*\w+\s*\}\}/g)]
    .map((match) => match[0].replace(/\s/g, ''))
    .sort();
}

/** Text that reads the same in every language: numbers, symbols, short codes. */
function isLanguageNeutral(text: string): boolean {
  // Placeholders are filled in by the code: a template of only placeholders and punctuation has no words.
  const words = text.replace(/\{\{\w+\}\}/g, '');
  return /^[\d\s\p{P}\p{S}]*$/u.test(words) || /^[A-Z0-9+#@.\- ]{1,12}$/.test(text);
}
/** Messages that are rightly the same as English: the brand, and words that are spelled alike. */
// German borrows "Demo" and "Limit" as they are.
const SAME_AS_ENGLISH = new Set([
  '*:common.siteName',
  '*:common.liveTexLang',
  'es:common.no',
  'de:games.demo',
  'de:responsibleGame.depositLimit.amount',
  'de:responsibleGame.playLimits.kind',
  // "h" and "min" are the Spanish and Portuguese abbreviations too.
  ...['es', 'pt'].flatMap((code) => [
    `${code}:responsibleGame.realityCheck.hours`,
    `${code}:responsibleGame.realityCheck.minutes`,
    `${code}:responsibleGame.playLimits.minutes`,
  ]),
  'de:gameHistory.status',
  // The SEO breadcrumb of the jackpots page: German and Portuguese say "Jackpots" too.
  'de:seo.templates.jackpots',
  'pt:seo.templates.jackpots',
  // The loyalty programme's brand name, and metal levels German and Portuguese share with English.
  '*:loyalty.programme.title',
  // The euro is the euro in every one of the site's languages; Tether is a coin's brand name.
  '*:common.currencyNames.EUR',
  '*:common.currencyNames.USDT',
  'de:loyalty.programme.levels.bronze',
  'de:loyalty.programme.levels.gold',
  'pt:loyalty.programme.levels.bronze',
  // Bettors everywhere call the named system bets by their English names.
  ...[
    'trixie',
    'patent',
    'yankee',
    'lucky-15',
    'super-yankee',
    'lucky-31',
    'heinz',
    'lucky-63',
    'super-heinz',
    'goliath',
  ].map((name) => `*:sportsbook.slip.systems.${name}`),
  // Sports words German, Spanish and Portuguese take from English or share with it.
  ...['tennis', 'basketball', 'volleyball'].map((sport) => `de:sportsbook.sports.${sport}`),
  'de:sportsbook.markets.handicap',
  'de:sportsbook.markets.groups.handicaps',
  'pt:sportsbook.markets.handicap',
  'pt:sportsbook.markets.groups.handicaps',
  'de:sportsbook.live',
  'de:sportsbook.slip.system',
  'es:sportsbook.markets.total',
  'pt:sportsbook.markets.total',
  'es:sportsbook.markets.no',
  // Leagues named in their own country's language keep that name everywhere; England is England in German.
  ...[
    'football-2',
    'football-3',
    'football-4',
    'football-5',
    'football-6',
    'ice-hockey-2',
    'volleyball-1',
    'volleyball-2',
  ].map((league) => `*:sportsbook.leagues.${league}`),
  'de:sportsbook.countries.england',
  ...['es', 'pt'].flatMap((code) => [
    `${code}:sportsbook.periods.tennis`,
    `${code}:sportsbook.periods.volleyball`,
    `${code}:sportsbook.slip.formats.decimal`,
  ]),
]);

const english = leaves(files.messages[defaultLocale]!);

describe('demo content', () => {
  it('has English as the default locale and at least four locales', () => {
    expect(defaultLocale).toBe('en');
    expect(files.locales.locales.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files.locales.locales.map((locale) => locale.code))(
    '%s has every message key, with the same placeholders',
    (code) => {
      const messages = leaves(files.messages[code]!);
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(placeholders(messages.get(key)!), `${code}:${key}`).toEqual(placeholders(text));
        expect(messages.get(key)!.trim(), `${code}:${key} is empty`).not.toBe('');
      }
    },
  );

  it.each(
    files.locales.locales.filter((locale) => locale.code !== defaultLocale).map((locale) => locale.code),
  )('%s leaves no English behind', (code) => {
    const messages = leaves(files.messages[code]!);
    const untranslated = [...english].filter(
      ([key, text]) =>
        messages.get(key) === text &&
        !isLanguageNeutral(text) &&
        !SAME_AS_ENGLISH.has(`*:${key}`) &&
        !SAME_AS_ENGLISH.has(`${code}:${key}`),
    );
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('resolves every t: reference of cms-config and site content in every locale', () => {
    for (const { code } of files.locales.locales) {
      const missing = new Set<string>();
      resolveMessageRefs({ cms: files.cmsConfig, site: files.site }, files.messages[code]!, missing);
      expect([...missing], code).toEqual([]);
    }
  });

  it('keeps the spec texts in English', () => {
    expect(english.get('popups.auth.registrationServerError')).toBe('wrong registration server error');
    expect(english.get('tournaments.participateFailed')).toBe('Failed to participate in tournament');
    expect(english.get('validation.required')).toBe('Field is required');
    expect(english.get('validation.popup.required')).toBe('Value is required');
    expect(english.get('validation.minLength')).toBe('Min length is $$min$$');
  });
});
