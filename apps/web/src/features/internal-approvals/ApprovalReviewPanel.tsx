import {
  CHANGE_REASON_CODES,
  CHANGE_REASONS,
  type ChangeReasonCode,
} from '@platen/domain/approval/change-reasons';
import { sizeLabel } from '@platen/domain/catalog/size-codes';
import { useState } from 'react';
import { ActionOutcome, useActionMessage } from '@/components/ui/ActionOutcome.tsx';
import { Badge } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { Field } from '@/components/ui/Field.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { Select } from '@/components/ui/Select.tsx';
import {
  approvalMockupUrl,
  type ApprovalReview,
  useApprovalReviewQuery,
  useDecideMutation,
} from './api/approvals.ts';
import { PrintAreaDrawing } from './PrintAreaDrawing.tsx';
import './approvals.css';

type ReviewItem = ApprovalReview['items'][number];
type Warning = ApprovalReview['warnings'][number];
type Run = (label: string, p: Promise<unknown>) => Promise<boolean>;

const inch = (n: number) => String(Math.round(n * 10) / 10);

/** One item: its proof (a mockup per printed side), each side to scale, DPI, colours, sizes x quantities. */
function ItemReview({ orderId, item }: { orderId: string; item: ReviewItem }) {
  const n = item.itemIndex + 1;
  return (
    <li className="review-item">
      <h3>
        Item {n}: {item.productName ?? item.productIdentifier ?? 'Product'} · {item.color ?? 'no colour'} ·{' '}
        {item.printType ?? 'no print type'}
      </h3>
      <p>
        Sizes: {item.sizes.map((s) => `${sizeLabel(s.size)} x ${s.quantity}`).join(', ') || 'one size'} ·{' '}
        {item.sizes.reduce((t, s) => t + s.quantity, 0)} pieces
      </p>
      <ul className="review-sides" aria-label={`Printed sides of item ${n}`}>
        {item.sides.map((side) => (
          <li key={side.side}>
            <figure>
              <img
                src={approvalMockupUrl(orderId, item.itemIndex, side.side)}
                alt={`Proof of item ${n}, ${side.side} side`}
                width={240}
                height={240}
                loading="lazy"
              />
              <PrintAreaDrawing side={side} />
              <figcaption>
                <strong>{side.side}</strong>
                {side.area && (
                  <>
                    {' '}
                    · print area {inch(side.area.width)} x {inch(side.area.height)} in
                  </>
                )}
                {side.platen && (
                  <>
                    {' '}
                    · platen {inch(side.platen.width)} x {inch(side.platen.height)} in
                  </>
                )}{' '}
                ·{' '}
                {side.colors.full
                  ? 'full colour'
                  : `inks: ${side.colors.matched.join(', ') || 'none chosen'}`}
                <ul>
                  {side.artworks.map((a) => (
                    <li key={a.elementIndex}>
                      {a.name}: {inch(a.widthIn)} x {inch(a.heightIn)} in ·{' '}
                      {a.dpi === null ? 'vector (no DPI)' : `${a.dpi} DPI`}
                    </li>
                  ))}
                </ul>
                <p className="hint">
                  Drawn to scale: the print area outlined, the platen dashed, each artwork in blue (red past
                  the edge).
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The warnings, each ticked by the approver; Approve waits for every tick. */
function WarningChecklist(props: {
  warnings: Warning[];
  ticked: Set<string>;
  toggle: (code: string) => void;
}) {
  if (props.warnings.length === 0) return <p>No warnings: the artwork fits and prints sharp.</p>;
  return (
    <fieldset className="review-warnings">
      <legend>
        <Badge tone="warning">{props.warnings.length} warning(s)</Badge> Tick each one you checked
      </legend>
      {props.warnings.map((w) => (
        <Checkbox
          key={w.code}
          label={w.message}
          checked={props.ticked.has(w.code)}
          onChange={() => props.toggle(w.code)}
        />
      ))}
    </fieldset>
  );
}

/** Approve (every warning ticked), ask for a change (reason from the list + a note), or reject. */
function Decision(props: { review: ApprovalReview; ticked: Set<string>; run: Run; label: string }) {
  const { review, ticked, run, label } = props;
  const [decide, state] = useDecideMutation();
  const [code, setCode] = useState<ChangeReasonCode | ''>('');
  const [note, setNote] = useState('');
  const [rejectReason, setRejectReason] = useState('');
  const left = review.warnings.filter((w) => !ticked.has(w.code)).length;
  const orderId = review.orderId;
  return (
    <div className="review-decision">
      <p>
        <Button
          disabled={left > 0}
          loading={state.isLoading}
          onClick={() =>
            run(
              `Approved ${label}.`,
              decide({ orderId, decision: 'approve', acknowledged: [...ticked] }).unwrap(),
            )
          }
        >
          Approve {label}
        </Button>{' '}
        {left > 0 && <span className="hint">Tick the {left} remaining warning(s) to approve.</span>}
      </p>
      <form
        className="review-change"
        onSubmit={(ev) => {
          ev.preventDefault();
          if (!code) return;
          run(
            `Change requested: ${label} is on hold and the customer has an e-mail.`,
            decide({
              orderId,
              decision: 'change',
              reasonCode: code,
              reason: note.trim() || undefined,
            }).unwrap(),
          );
        }}
      >
        <Select
          label="Reason for the change"
          value={code}
          required
          onChange={(e) => setCode(e.target.value as ChangeReasonCode)}
        >
          <option value="">Choose a reason…</option>
          {CHANGE_REASON_CODES.map((c) => (
            <option key={c} value={c}>
              {CHANGE_REASONS[c]}
            </option>
          ))}
        </Select>
        <Field label="Note to the customer">
          {(control) => (
            <textarea
              {...control}
              className="ui-control"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={!code}>
          Request a change
        </Button>
      </form>
      <form
        className="review-reject"
        onSubmit={(ev) => {
          ev.preventDefault();
          run(`Rejected ${label}.`, decide({ orderId, decision: 'reject', reason: rejectReason }).unwrap());
        }}
      >
        <Input
          label="Reason for the rejection"
          value={rejectReason}
          required
          maxLength={500}
          onChange={(e) => setRejectReason(e.target.value)}
        />
        <Button type="submit" variant="destructive" disabled={!rejectReason.trim()}>
          Reject {label}
        </Button>
      </form>
    </div>
  );
}

/**
 * What the approver decides on: the proof of every printed side, each side to scale with the platen, DPI,
 * colours, sizes x quantities and the warnings (domain approval/approval-warnings.ts) that must be ticked before
 * Approve is enabled; the server refuses an approval without them. The queue and the staff order view show it.
 */
export default function ApprovalReviewPanel(props: {
  orderId: string;
  label: string;
  /** The page's outcome line (the queue's: a decided order leaves the list, its own line with it). */
  run?: Run;
}) {
  const { orderId, label } = props;
  const review = useApprovalReviewQuery(orderId);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const own = useActionMessage();
  const run = props.run ?? own.run;
  const toggle = (code: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  if (review.isLoading) return <p aria-busy="true">Loading the proof…</p>;
  if (!review.data) return <p role="alert">{review.error?.message ?? 'The proof could not be loaded.'}</p>;
  const r = review.data;
  return (
    <div className="approval-review">
      <ul className="review-items">
        {r.items.map((i) => (
          <ItemReview key={i.itemIndex} orderId={orderId} item={i} />
        ))}
      </ul>
      {!props.run && <ActionOutcome message={own.message} />}
      {r.artwork === 'queued' && r.status === 'paid' ? (
        <>
          <WarningChecklist warnings={r.warnings} ticked={ticked} toggle={toggle} />
          <Decision review={r} ticked={ticked} run={run} label={label} />
        </>
      ) : (
        <p>The artwork is {r.artwork}: nothing waits for review.</p>
      )}
    </div>
  );
}
