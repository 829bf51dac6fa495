import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getCmsConfigJson, getLocales } from '../content/content.service.ts';

const customLaunchesConfig = z.object({
  games: z
    .object({ customLaunches: z.record(z.string(), z.string()).default({}) })
    .default({ customLaunches: {} }),
});

/**
 * The game behind a custom launch name (`/platform/game/custom/{custom}/{mode}`, spec §2.1 helper links):
 * the content service's `games.customLaunches` maps stable names an operator links to ("game of the
 * week") onto catalogue sysnames it may change at any time.
 */
export async function customLaunchSysname(
  db: Db,
  cache: ContentCache,
  custom: string,
): Promise<string | undefined> {
  const { defaultLocale } = await getLocales(db, cache);
  const config = customLaunchesConfig.parse(JSON.parse(await getCmsConfigJson(db, cache, defaultLocale)));
  return Object.hasOwn(config.games.customLaunches, custom) ? config.games.customLaunches[custom] : undefined;
}
