import { formatAmount } from '@casino/shared/money/minor-units';
import type { SeoTemplateMatch } from '@casino/shared/seo/seo-templates';
import type { Db } from '../../db/schema.ts';
import { listedOfferFacts } from '../bonuses/bonuses.service.ts';
import { gameFacts } from '../games/games.service.ts';
import { jackpotsView } from '../jackpots/jackpots.service.ts';
import { tournamentFacts } from '../tournaments/tournaments.service.ts';
import { type ContentCache, getCmsConfigJson, getGeneralInfo, type SeoEntityFacts } from './content.service.ts';

const ID = /^[1-9][0-9]{0,9}$/;

interface PaymentMethodConfig {
  sysname?: string;
  name?: string;
  icon?: string;
}

/**
 * The values of the SEO templates' placeholders (spec §2.1, §2.5), from the entity each page shows:
 * `name` always, and `text`, `image`, `provider`, `amount` where the entity has them.
 */
export function seoEntityFacts(db: Db, cache: ContentCache, locale: string): SeoEntityFacts {
  return async ({ template, params }: SeoTemplateMatch): Promise<Record<string, string> | null> => {
    const id = params.id !== undefined && ID.test(params.id) ? Number(params.id) : undefined;
    switch (template) {
      case '/game/:sysname':
        return (await gameFacts(db, params.sysname ?? '')) ?? null;
      case '/tournaments/:id':
      case '/tournaments/:id/gamehall':
        return id === undefined ? null : ((await tournamentFacts(db, id, locale)) ?? null);
      case '/offers/:id':
        return id === undefined ? null : ((await listedOfferFacts(db, id, locale)) ?? null);
      case '/jackpots/:id': {
        // A shared page: the pool of the site's default currency.
        const { default_currency } = await getGeneralInfo(db, cache);
        const jackpot = (await jackpotsView(db, default_currency)).find((candidate) => candidate.id === id);
        return jackpot
          ? { name: jackpot.name, amount: `${formatAmount(jackpot.amount, jackpot.currency)} ${jackpot.currency}` }
          : null;
      }
      case '/cashier/deposit/:sysname': {
        const config = JSON.parse(await getCmsConfigJson(db, cache, locale)) as {
          cashier?: { paymentMethods?: PaymentMethodConfig[] };
        };
        const method = config.cashier?.paymentMethods?.find((entry) => entry.sysname === params.sysname);
        return method?.name ? { name: method.name, image: method.icon ?? '' } : null;
      }
    }
  };
}
