import type { ApprovalQueueSchema } from '@platen/contracts';
import type { z } from 'zod';

type QueuedItem = z.infer<typeof ApprovalQueueSchema>['orders'][number]['items'][number];

/**
 * The items of a queued order as the approver needs them: the ordered print type and, for a garment design, the
 * print type the spec's rule derives (R-4-38..40) with the review and resize flags raised for screenprint.
 */
export function ApprovalItems({ items }: { items: readonly QueuedItem[] }) {
  return (
    <ul className="approval-items">
      {items.map((i) => {
        const d = i.derivedPrintType;
        return (
          <li key={i.itemIndex}>
            Item {i.itemIndex + 1}: {i.printType ?? 'unknown'}
            {d && <> · design print type {d.printType}</>}
            {d?.review && <strong> · review the colours</strong>}
            {d?.resize && <strong> · resize the artwork</strong>}
          </li>
        );
      })}
    </ul>
  );
}
