import { useState } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { Input } from '@/components/ui/Input.tsx';
import {
  type OrderProof,
  useFixDesignMutation,
  useOrderProofQuery,
  useOrderTimelineQuery,
} from './api/orders.ts';

type Run = (label: string, p: Promise<unknown>) => Promise<boolean>;
type ProofItem = OrderProof['items'][number];

const key = (a: { side: string; elementIndex: number }) => `${a.side}:${a.elementIndex}`;
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** One item's artworks with their printed width, each editable; saving makes the fixed design. */
function FixItem({ orderId, item, run }: { orderId: string; item: ProofItem; run: Run }) {
  const n = item.itemIndex + 1;
  const [widths, setWidths] = useState<Record<string, string>>(() =>
    Object.fromEntries(item.artworks.map((a) => [key(a), oneDecimal(a.widthIn)])),
  );
  const [fix, state] = useFixDesignMutation();
  if (item.artworks.length === 0) return null;
  const save = () =>
    run(
      'Design saved: the order is back with our team for review.',
      fix({
        orderId,
        itemIndex: item.itemIndex,
        widths: item.artworks.map((a) => ({
          side: a.side,
          elementIndex: a.elementIndex,
          widthIn: Number(widths[key(a)]),
        })),
      }).unwrap(),
    );
  return (
    <form
      className="fix-item"
      aria-label={`Fix the design of item ${n}`}
      onSubmit={(ev) => {
        ev.preventDefault();
        save();
      }}
    >
      <h3>Item {n}</h3>
      {item.artworks.map((a) => (
        <Input
          key={key(a)}
          label={`Artwork ${a.elementIndex + 1} on the ${a.side}: width in inches`}
          hint={`Now ${oneDecimal(a.widthIn)} x ${oneDecimal(a.heightIn)} in.`}
          type="number"
          inputMode="decimal"
          min={0.1}
          max={100}
          step={0.1}
          required
          value={widths[key(a)] ?? ''}
          onChange={(e) => setWidths((w) => ({ ...w, [key(a)]: e.target.value }))}
        />
      ))}
      <Button type="submit" loading={state.isLoading}>
        Save the fixed design of item {n}
      </Button>
    </form>
  );
}

/**
 * The customer's answer to a change request (the order is held, its artwork rejected): each artwork's printed
 * width, resized and saved as a new design; the order returns to the approval queue. The e-mail links here.
 */
export function FixDesignPanel({ orderId, run }: { orderId: string; run: Run }) {
  const proof = useOrderProofQuery(orderId);
  const asked = useOrderTimelineQuery(orderId).data?.entries.findLast((e) => e.kind === 'change-requested');
  return (
    <section id="fix-design" aria-labelledby="fix-design-title" className="order-card fix-design">
      <h2 id="fix-design-title">Fix your design</h2>
      <p>
        <strong>Our team asked for a change before printing.</strong>
        {asked?.reason && <> Reason: {asked.reason}</>}
      </p>
      <p>Resize the artwork and save the design: the order goes straight back to our review.</p>
      {proof.error && <p role="alert">{proof.error.message}</p>}
      {proof.data?.items.map((i) => (
        <FixItem key={`${i.itemIndex}-${i.designId}`} orderId={orderId} item={i} run={run} />
      ))}
    </section>
  );
}
