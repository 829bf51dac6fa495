import type { DialogName } from './dialog-names.ts';
import type { DialogRequest } from './dialog-store.ts';

/** A dialog a source wants shown: one of the named dialogs of spec §2.3 with its request. */
export interface SourcedDialog extends Omit<DialogRequest, 'name' | 'type'> {
  name: DialogName;
}

/**
 * A feature's answer to "is there anything to show now?" at a moment such as the end of a
 * registration: it looks (usually with a call to the platform) and reports its dialogs, or none.
 */
export type DialogSource<Context> = (context: Context) => Promise<readonly SourcedDialog[]>;

/**
 * Queues what the sources report, in the sources' order (spec §4: "queue the email-confirm,
 * unseen-cashback and campaign popups"). The sources look all at once, so one slow answer costs
 * only its own time, but a later source's dialogs never go before an earlier one's. A source that
 * is not there (its feature is not built) reports nothing; one that fails is reported to `onError`
 * and skipped, so it cannot keep the others from showing. Resolves with how many dialogs it opened.
 */
export async function queueSourcedDialogs<Context>(
  sources: readonly (DialogSource<Context> | undefined)[],
  context: Context,
  open: (dialog: SourcedDialog) => void,
  onError: (error: unknown, index: number) => void,
): Promise<number> {
  const answers = sources.map(async (source, index): Promise<readonly SourcedDialog[]> => {
    if (!source) return [];
    try {
      return await source(context);
    } catch (error) {
      onError(error, index);
      return [];
    }
  });
  let opened = 0;
  for (const answer of answers) {
    for (const dialog of await answer) {
      open(dialog);
      opened++;
    }
  }
  return opened;
}
