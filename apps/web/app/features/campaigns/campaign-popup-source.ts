import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { CampaignPopup } from '@casino/shared/contract/content.contract';
import { localizePath } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';
import type { SourcedDialog } from '../../ui/dialog/dialog-sources.ts';

/** The campaign popups running now, as dialogs (spec §4: queued after a registration). */
export async function campaignPopupDialogs({ api }: { api: ApiCaller }): Promise<SourcedDialog[]> {
  const popups = await api('popups.get');
  return popups.map((popup) => ({ name: 'CampaignPopup', props: { popup } }));
}

/**
 * Where a campaign popup's button leads, in the player's locale: its link comes from content, so only
 * a path of this site is followed, and a popup whose link leaves the site shows no button.
 */
export function campaignButtonPath(
  popup: Pick<CampaignPopup, 'url' | 'button'>,
  locale: string,
  defaultLocale: string,
): string | null {
  const path = popup.button ? safeInternalPath(popup.url) : null;
  return path ? localizePath(path, locale, defaultLocale) : null;
}
