import { AuthPopup } from './features/auth-popup/auth-popup.tsx';
import { ConfirmDialog } from './ui/dialog/confirm-dialog.tsx';
import type { DialogComponents } from './ui/dialog/dialog-host.tsx';

/**
 * The components behind the named dialogs of spec §2.3. Features register theirs here as they land;
 * a name without a component is dropped from the queue with a warning.
 */
export const DIALOG_COMPONENTS: DialogComponents = {
  AuthPopup,
  ConfirmDialog,
};
