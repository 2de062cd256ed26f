import { formatDollars } from '@platen/domain/money/format-dollars';
import { useEffect, useId, useRef } from 'react';
import {
  type CancelPreview,
  useCancelItemMutation,
  useCancelOrderMutation,
  useCancelPreviewQuery,
} from './api/orders.ts';

type Run = (label: string, p: Promise<unknown>) => Promise<boolean>;

/** What the cancel does to the customer's money, in one sentence, from the server's preview. */
export function previewSentence(p: CancelPreview): string {
  const totals = `The order total goes from ${formatDollars(p.totalBefore)} to ${formatDollars(p.totalAfter)}.`;
  if (p.refund > 0) return `${formatDollars(p.refund)} will be refunded to your account balance. ${totals}`;
  if (p.dueCut > 0) return `${formatDollars(p.dueCut)} will be taken off the amount due. ${totals}`;
  return `Nothing will be refunded: printing has started on it, or nothing was charged for it. ${totals}`;
}

/** The outcome line's money part, from the same preview the dialog stated. */
const outcome = (p: CancelPreview | undefined): string => {
  if (p && p.refund > 0) return ` ${formatDollars(p.refund)} refunded to your account balance.`;
  if (p && p.dueCut > 0) return ` ${formatDollars(p.dueCut)} taken off the amount due.`;
  return '';
};

/**
 * Confirms cancelling one item (`itemIndex`) or the whole order: a modal native <dialog> (focus moves in, Escape
 * closes it, focus returns to the button that opened it) stating the amount refunded or taken off the amount due,
 * from GET cancelPreview — the cancel itself run through the server's chain and rolled back — never worked out here.
 * "Keep" has the focus first: the destructive choice is never the default.
 */
export function CancelDialog(props: { orderId: string; itemIndex?: number; run: Run; onClose: () => void }) {
  const { orderId, itemIndex, run, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const preview = useCancelPreviewQuery({ orderId, itemIndex }, { refetchOnMountOrArgChange: true });
  const [cancelItem, itemState] = useCancelItemMutation();
  const [cancelOrder, orderState] = useCancelOrderMutation();
  const whole = itemIndex === undefined;
  const what = whole ? 'the order' : `item ${itemIndex + 1}`;
  useEffect(() => {
    const d = ref.current;
    // Focus goes back where it was (the button that opened the dialog) when the dialog closes, if it is still there.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (d && !d.open) d.showModal();
    return () => {
      d?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const confirm = async () => {
    const label = `${whole ? 'Order' : `Item ${itemIndex + 1}`} cancelled.${outcome(preview.data)}`;
    await run(label, whole ? cancelOrder({ orderId }).unwrap() : cancelItem({ orderId, itemIndex }).unwrap());
    onClose();
  };
  const busy = itemState.isLoading || orderState.isLoading;
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
    >
      <h2 id={titleId}>Cancel {what}?</h2>
      <p id={textId} aria-live="polite">
        {preview.data && !preview.isFetching
          ? previewSentence(preview.data)
          : !preview.error && 'Working out what the cancel changes…'}
      </p>
      {preview.error && (
        <p role="alert" className="error">
          {preview.error.message}
        </p>
      )}
      <p className="dialog-actions">
        <button type="button" className="secondary" autoFocus onClick={() => ref.current?.close()}>
          Keep {what}
        </button>
        <button
          type="button"
          className="danger"
          disabled={!preview.data || preview.isFetching || busy}
          onClick={confirm}
        >
          {whole ? 'Cancel order' : `Cancel item ${itemIndex + 1}`}
        </button>
      </p>
    </dialog>
  );
}
