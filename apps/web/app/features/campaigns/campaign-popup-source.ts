import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { SourcedDialog } from '../../ui/dialog/dialog-sources.ts';

/** The campaign popups running now, as dialogs (spec §4: queued after a registration). */
export async function campaignPopupDialogs({ api }: { api: ApiCaller }): Promise<SourcedDialog[]> {
  const popups = await api('popups.get');
  return popups.map((popup) => ({ name: 'CampaignPopup', props: { popup } }));
}
