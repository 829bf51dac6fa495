import { minorUnits } from '@casino/shared/money/minor-units';
import { sql } from 'kysely';
import type { Db, Trx } from '../schema.ts';
import type { FreeSpinTerms } from '../tables/free-spins.table.ts';
import { type ContentFiles, promotedThing } from './content-files.ts';
import { resolveMessageRefs } from './resolve-messages.ts';
import type { SeedContext } from './seed-step.ts';

async function isContentSeeded(db: Db | Trx): Promise<boolean> {
  const row = await db.selectFrom('locales').select('code').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The content domain's seed step: loads the content folder into the content tables in one transaction.
 * With `onlyIfEmpty` (every start) it does nothing once content exists, without reading the files; an
 * advisory lock keeps processes starting together from seeding twice. Returns whether it seeded.
 */
export async function seedContent({ db, onlyIfEmpty, contentFiles }: SeedContext): Promise<boolean> {
  // Only seeding clears content, so this check needs no lock; the locked check in storeContent stays for
  // processes seeding together.
  if (onlyIfEmpty && (await isContentSeeded(db))) return false;
  return storeContent(db, contentFiles(), { onlyIfEmpty });
}

async function storeContent(db: Db, files: ContentFiles, options: { onlyIfEmpty: boolean }) {
  const missing = new Set<string>();
  const perLocale = Object.fromEntries(
    files.locales.locales.map(({ code }) => {
      const messages = files.messages[code] ?? {};
      return [
        code,
        {
          messages,
          cmsConfig: resolveMessageRefs(files.cmsConfig, messages, missing),
          site: resolveMessageRefs(files.site, messages, missing),
        },
      ];
    }),
  );
  if (missing.size > 0)
    throw new Error(`Content refers to missing messages: ${[...missing].sort().join(', ')}`);

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('seed-content'))`.execute(trx);
    if (options.onlyIfEmpty && (await isContentSeeded(trx))) return false;
    await clearContent(trx);
    await insertLocales(trx, files);
    const defaultSite = perLocale[files.locales.defaultLocale]!.site;
    await trx
      .insertInto('site_settings')
      .values([
        { key: 'general_info', value: JSON.stringify(files.site.generalInfo) },
        { key: 'robots_txt', value: JSON.stringify(files.site.robotsTxt) },
        { key: 'bonus_play', value: JSON.stringify(files.site.bonusPlay) },
        ...(files.site.currencyRates
          ? [{ key: 'currency_rates', value: JSON.stringify(files.site.currencyRates) }]
          : []),
      ])
      .execute();
    if (files.site.redirects.length > 0) {
      await trx
        .insertInto('redirect_rules')
        .values(
          files.site.redirects.map((rule, position) => ({
            from_pattern: rule.from,
            to_url: rule.to,
            is_external: rule.external,
            position,
          })),
        )
        .execute();
    }
    for (const [locale, data] of Object.entries(perLocale)) {
      await trx
        .insertInto('translations')
        .values({ locale, messages: JSON.stringify(data.messages) })
        .execute();
      await trx
        .insertInto('cms_configs')
        .values({ locale, config: JSON.stringify(data.cmsConfig) })
        .execute();
      // A template is stored under its pattern (`/game/:sysname`), which no page's own path can be.
      const seoRows = Object.entries(data.site.seo).flatMap(([host, domain]) =>
        Object.entries({ ...domain.templates, ...domain.pages }).map(([path, metadata]) => ({
          host,
          path,
          locale,
          metadata: JSON.stringify(
            path === '/' && domain.organization
              ? { ...metadata, organization: domain.organization }
              : metadata,
          ),
        })),
      );
      if (seoRows.length > 0) await trx.insertInto('seo_pages').values(seoRows).execute();
      if (data.site.pages.length > 0) {
        await trx
          .insertInto('content_pages')
          .values(
            data.site.pages.map((page) => ({
              slug: page.slug,
              locale,
              title: page.title,
              body: page.body,
              faq: JSON.stringify(page.faq ?? []),
            })),
          )
          .execute();
      }
    }
    await insertBanners(trx, defaultSite, perLocale);
    await insertPopups(trx, defaultSite, perLocale);
    await insertOffers(trx, defaultSite, perLocale);
    await insertCashbackProgrammes(trx, defaultSite, perLocale);
    await insertPromoCodes(trx, defaultSite, perLocale);
    await insertBettingOffers(trx, defaultSite, perLocale);
    await insertPromotions(trx, defaultSite, perLocale);
    await insertLoyalty(trx, defaultSite, perLocale);
    await insertTournaments(trx, defaultSite, perLocale);
    return true;
  });
}

async function clearContent(trx: Trx) {
  for (const table of [
    'promotions',
    'loyalty_products',
    'loyalty_programmes',
    'loyalty_characters',
    'loyalty_quests',
    'cashback_programmes',
    'tournaments',
    'campaign_offers',
    'promo_codes',
    'betting_offers',
    'popups',
    'banners',
    'redirect_rules',
    'content_pages',
    'seo_pages',
    'site_settings',
    'cms_configs',
    'translations',
    'locales',
  ] as const) {
    await trx.deleteFrom(table).execute();
  }
}

async function insertLocales(trx: Trx, files: ContentFiles) {
  await trx
    .insertInto('locales')
    .values(
      files.locales.locales.map((locale, position) => ({
        ...locale,
        is_default: locale.code === files.locales.defaultLocale,
        position,
      })),
    )
    .execute();
}

type PerLocale = Record<string, { site: ContentFiles['site'] }>;

async function insertBanners(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.banners.length === 0) return;
  await trx
    .insertInto('banners')
    .values(
      site.banners.map((banner, index) => ({
        id: banner.id,
        position: banner.position,
        image: banner.image,
        url: banner.url ?? null,
        sort: index,
        started_at: banner.startsAt ?? null,
        finished_at: banner.finishedAt ?? null,
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(perLocale).map(([locale, data]) => {
              const localized = data.site.banners[index]!;
              return [
                locale,
                { title: localized.title, subtitle: localized.subtitle, button: localized.button },
              ];
            }),
          ),
        ),
      })),
    )
    .execute();
}

async function insertPopups(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.popups.length === 0) return;
  await trx
    .insertInto('popups')
    .values(
      site.popups.map((popup, index) => ({
        id: popup.id,
        image: popup.image ?? null,
        url: popup.url ?? null,
        is_active: true,
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(perLocale).map(([locale, data]) => {
              const localized = data.site.popups[index]!;
              return [locale, { title: localized.title, text: localized.text, button: localized.button }];
            }),
          ),
        ),
      })),
    )
    .execute();
}

async function insertOffers(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.offers.length === 0) return;
  await trx
    .insertInto('campaign_offers')
    .values(
      site.offers.map((offer, index) => ({
        id: offer.id,
        position: index,
        action: offer.trigger.action,
        first_deposit: offer.trigger.firstDeposit,
        repeatable: offer.trigger.repeatable,
        min_amount: minorUnits(offer.trigger.minAmount),
        exclude_methods: offer.trigger.excludeMethods,
        percent: offer.bonus.percent,
        max_amount: minorUnits(offer.bonus.maxAmount),
        amounts: JSON.stringify({
          [site.generalInfo.default_currency]: {
            min: minorUnits(offer.trigger.minAmount),
            max: minorUnits(offer.bonus.maxAmount),
          },
          ...Object.fromEntries(
            Object.entries(offer.amounts).map(([currency, each]) => [
              currency,
              { min: minorUnits(each.minAmount), max: minorUnits(each.maxAmount) },
            ]),
          ),
        }),
        wager: offer.bonus.wager,
        days: offer.bonus.days,
        promo_code: offer.promoCode ?? null,
        image: offer.image ?? null,
        free_spins: offer.freeSpins
          ? JSON.stringify(
              freeSpinTerms(offer.freeSpins, perLocale, (site) => site.offers[index]!.freeSpins?.title),
            )
          : null,
        started_at: offer.startsAt ?? null,
        finished_at: offer.finishedAt ?? null,
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(perLocale).map(([locale, data]) => {
              const localized = data.site.offers[index]!;
              return [locale, { title: localized.title, text: localized.text }];
            }),
          ),
        ),
      })),
    )
    .execute();
}

type LocaleSite = PerLocale[string]['site'];

/** A pack's terms as stored: the content's, with its title in every locale (decision 0035). */
function freeSpinTerms(
  spins: { game: string; count: number; stake: number; days: number; wager: number },
  perLocale: PerLocale,
  title: (site: LocaleSite) => string | undefined,
): FreeSpinTerms {
  return {
    game: spins.game,
    count: spins.count,
    stake: spins.stake,
    days: spins.days,
    wager: spins.wager,
    titles: Object.fromEntries(
      Object.entries(perLocale).map(([locale, data]) => [locale, title(data.site) ?? '']),
    ),
  };
}

async function insertPromoCodes(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.promoCodes.length === 0) return;
  await trx
    .insertInto('promo_codes')
    .values(
      site.promoCodes.map((promo, index) => ({
        id: promo.id,
        code: promo.code,
        amounts: JSON.stringify(promo.bonus?.amounts ?? {}),
        wager: promo.bonus?.wager ?? 0,
        days: promo.bonus?.days ?? 1,
        free_spins: promo.freeSpins
          ? JSON.stringify(
              freeSpinTerms(promo.freeSpins, perLocale, (site) => site.promoCodes[index]!.freeSpins?.title),
            )
          : null,
        max_uses: promo.maxUses ?? null,
        started_at: promo.startsAt ?? null,
        finished_at: promo.finishedAt ?? null,
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(perLocale).map(([locale, data]) => {
              const localized = data.site.promoCodes[index]!;
              return [locale, { title: localized.title, text: localized.text }];
            }),
          ),
        ),
      })),
    )
    .execute();
}

async function insertBettingOffers(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.bettingOffers.length === 0) return;
  await trx
    .insertInto('betting_offers')
    .values(
      site.bettingOffers.map((offer, index) => ({
        id: offer.id,
        position: index,
        trigger: offer.trigger,
        code: offer.code ?? null,
        amounts: JSON.stringify(offer.bonus.amounts),
        wager: offer.bonus.wager,
        min_odds: offer.bonus.minOdds,
        days: offer.bonus.days,
        max_uses: offer.maxUses ?? null,
        started_at: offer.startsAt ?? null,
        finished_at: offer.finishedAt ?? null,
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(perLocale).map(([locale, data]) => {
              const localized = data.site.bettingOffers[index]!;
              return [locale, { title: localized.title, text: localized.text }];
            }),
          ),
        ),
      })),
    )
    .execute();
}

async function insertCashbackProgrammes(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.cashback.length === 0) return;
  await trx
    .insertInto('cashback_programmes')
    .values(
      site.cashback.map((programme, index) => ({
        id: programme.id,
        period_anchor: programme.period.anchor,
        period_hours: programme.period.hours,
        percent: programme.percent,
        limits: JSON.stringify(programme.limits),
        payout_days: programme.payoutDays,
        bonus:
          programme.payAs.kind === 'bonus'
            ? JSON.stringify({ wager: programme.payAs.wager, days: programme.payAs.days })
            : null,
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(perLocale).map(([locale, data]) => {
              const localized = data.site.cashback[index]!;
              return [locale, { title: localized.title, text: localized.text }];
            }),
          ),
        ),
      })),
    )
    .execute();
}

async function insertLoyalty(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  const { programmes, products, characters, quests } = site.loyalty;
  if (quests.length > 0) {
    await trx
      .insertInto('loyalty_quests')
      .values(
        quests.map((quest, index) => ({
          id: quest.id,
          programme_id: quest.programmeId,
          position: index,
          goal: JSON.stringify(quest.goal),
          period: quest.period,
          reward: quest.reward,
          texts: JSON.stringify(
            Object.fromEntries(
              Object.entries(perLocale).map(([locale, data]) => {
                const localized = data.site.loyalty.quests[index]!;
                return [locale, { title: localized.title, text: localized.text }];
              }),
            ),
          ),
        })),
      )
      .execute();
  }
  if (characters.length > 0) {
    await trx
      .insertInto('loyalty_characters')
      .values(
        characters.map((character, index) => ({
          id: character.id,
          position: index,
          picture: character.picture,
          texts: JSON.stringify(
            Object.fromEntries(
              Object.entries(perLocale).map(([locale, data]) => [
                locale,
                { name: data.site.loyalty.characters[index]!.name },
              ]),
            ),
          ),
        })),
      )
      .execute();
  }
  if (programmes.length > 0) {
    await trx
      .insertInto('loyalty_programmes')
      .values(
        programmes.map((programme, index) => ({
          id: programme.id,
          sysname: programme.sysname,
          position: index,
          rates: JSON.stringify(programme.rates),
          levels: JSON.stringify(
            programme.levels.map((level) => ({ points: level.points, points_bonus: level.pointsBonus })),
          ),
          texts: JSON.stringify(
            Object.fromEntries(
              Object.entries(perLocale).map(([locale, data]) => {
                const localized = data.site.loyalty.programmes[index]!;
                return [
                  locale,
                  {
                    title: localized.title,
                    text: localized.text,
                    pointsAlias: localized.pointsAlias,
                    levels: localized.levels.map((level) => level.name),
                  },
                ];
              }),
            ),
          ),
        })),
      )
      .execute();
  }
  if (products.length > 0) {
    await trx
      .insertInto('loyalty_products')
      .values(
        products.map((product, index) => ({
          id: product.id,
          programme_id: product.programmeId,
          position: index,
          price: product.price,
          grant: JSON.stringify(product.grant),
          image: product.image ?? null,
          texts: JSON.stringify(
            Object.fromEntries(
              Object.entries(perLocale).map(([locale, data]) => {
                const localized = data.site.loyalty.products[index]!;
                return [locale, { title: localized.title, text: localized.text }];
              }),
            ),
          ),
        })),
      )
      .execute();
  }
}

async function insertTournaments(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.tournaments.length === 0) return;
  await trx
    .insertInto('tournaments')
    .values(
      site.tournaments.map((tournament, index) => ({
        id: tournament.id,
        starts_at: tournament.startsAt,
        ends_at: tournament.endsAt,
        currency: tournament.currency,
        scoring: JSON.stringify(tournament.scoring),
        min_stake: minorUnits(tournament.minStake),
        games: tournament.games,
        category: tournament.category ?? null,
        opt_in: tournament.optIn,
        prizes: JSON.stringify(
          tournament.prizes.map((prize, place) =>
            typeof prize === 'number'
              ? prize
              : {
                  freeSpins: freeSpinTerms(prize.freeSpins, perLocale, (site) => {
                    const localized = site.tournaments[index]!.prizes[place];
                    return typeof localized === 'object' ? localized.freeSpins.title : undefined;
                  }),
                },
          ),
        ),
        image: tournament.image,
        position: index,
        texts: JSON.stringify(
          Object.fromEntries(
            Object.entries(perLocale).map(([locale, data]) => {
              const localized = data.site.tournaments[index]!;
              return [
                locale,
                { title: localized.title, description: localized.description, rules: localized.rules },
              ];
            }),
          ),
        ),
      })),
    )
    .execute();
}

async function insertPromotions(trx: Trx, site: ContentFiles['site'], perLocale: PerLocale) {
  if (site.promotions.length === 0) return;
  await trx
    .insertInto('promotions')
    .values(
      site.promotions.map((promotion, index) => {
        const { kind, refId } = promotedThing(promotion.promotes);
        return {
          id: promotion.id,
          position: index,
          kind,
          ref_id: refId,
          image: promotion.image ?? null,
          started_at: promotion.startsAt ?? null,
          finished_at: promotion.finishedAt ?? null,
          texts: JSON.stringify(
            Object.fromEntries(
              Object.entries(perLocale).map(([locale, data]) => {
                const localized = data.site.promotions[index]!;
                return [locale, { title: localized.title, text: localized.text }];
              }),
            ),
          ),
        };
      }),
    )
    .execute();
}
