import { type ReactNode, useState } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { Icon } from './Icon.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What happens if the user confirms, in a sentence or two. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action cannot be undone: a red confirm button, and the focus starts on Cancel. */
  destructive?: boolean;
  /**
   * Runs on confirm. While its promise is pending the confirm button is busy; resolving `false` or rejecting keeps
   * the dialog open and shows `error` (or the rejection's message).
   */
  onConfirm(): unknown;
  onCancel(): void;
  /** An error to show (a refusal the caller already knows). */
  error?: ReactNode;
}

const messageOf = (e: unknown) =>
  e && typeof e === 'object' && 'message' in e && typeof e.message === 'string' ? e.message : null;

/** Asks before an action: a title, what it does, Cancel and the action itself (busy while it runs). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  onCancel,
  error,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setFailed(null);
    try {
      const ok = await onConfirm();
      if (ok === false) setFailed('That did not work. Please try again.');
    } catch (e) {
      setFailed(messageOf(e) ?? 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  const shown = error ?? failed;
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      hideClose
      sheet
      actions={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={busy}
            data-autofocus={destructive || undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            loading={busy}
            onClick={confirm}
            data-autofocus={!destructive || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children && <div className="ui-confirm-body">{children}</div>}
      {shown && (
        <p role="alert" className="ui-error">
          <Icon name="alert" />
          {shown}
        </p>
      )}
    </Dialog>
  );
}
