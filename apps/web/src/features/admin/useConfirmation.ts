import { useState } from 'react';

/**
 * An action on one item that a ConfirmDialog asks about first: `ask(item)` opens the dialog, which
 * runs the action on confirm and closes once it settled, or on cancel.
 */
export function useConfirmation<T>(action: (item: T) => Promise<unknown>) {
  const [item, setItem] = useState<T | null>(null);
  const confirm = async () => {
    if (item === null) return;
    await action(item);
    setItem(null);
  };
  return {
    /** The item asked about, while the dialog is open. */
    item,
    ask: (next: T) => setItem(next),
    /** open, onConfirm and onCancel of the ConfirmDialog. */
    dialog: {
      open: item !== null,
      onConfirm: () => void confirm(),
      onCancel: () => setItem(null),
    },
  };
}
