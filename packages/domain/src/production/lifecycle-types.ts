import type { ChangeReasonCode } from '../approval/change-reasons.ts';
import type { Milestone } from './milestones.ts';
import type { OrderEventStatus } from './order-event-statuses.ts';
import type { ItemStatus, OrderStatus } from './order-statuses.ts';

/* The shapes of the order lifecycle (order-lifecycle.ts holds its rules; reship.ts and others share these). */

/** Where the artwork of an order stands: not started, in the staff queue, proof with the customer, done. */
export type ArtworkStage = 'none' | 'queued' | 'proof' | 'rejected' | 'approved';

/** One shipment as the lifecycle keeps it: where it goes and how. */
export interface LifecycleShipment {
  address: Record<string, unknown>;
  shippingMethod: string | null;
}

/** One order item (a printable of the order) and where it is in production. */
export interface LifecycleItem {
  status: ItemStatus;
  heldFrom: ItemStatus | null;
  printType: string | null;
  designId: string | null;
  milestone: Milestone | null;
  milestoneAt: string | null;
}

/** The order as the event log makes it: replaying the events from `initialState` gives exactly this. */
export interface LifecycleState {
  status: OrderStatus;
  heldFrom: OrderStatus | null;
  artwork: ArtworkStage;
  /** Payment was captured once (a release from hold back to paid needs no second payment). */
  paymentCaptured: boolean;
  name: string | null;
  dueDate: string;
  sendProof: boolean;
  bypassArtworkCreation: boolean;
  bypassUserApproval: boolean;
  items: LifecycleItem[];
  shipments: LifecycleShipment[];
  /** Sequence number of the last event applied (0 = none). */
  sequence: number;
}

/** One event of the order log, before it is numbered and stored. */
export interface LifecycleEvent {
  name: OrderEventStatus;
  itemIndex: number | null;
  /** Status changes carry {from, to}; other facts (reason, address, due date) ride along. */
  data: Record<string, unknown>;
}

/** What someone (or the system) asks the order to do. */
export type OrderAction =
  | { type: 'place' }
  | { type: 'validate'; ip?: string | null }
  /** The order is paid from the account (an `order` debit `transactionId` of `amount` cents). */
  | { type: 'pay'; transactionId: string; amount: number }
  /** Balance + credit line do not cover the order: it waits for funds (`shortBy` cents missing). */
  | { type: 'await-funds'; shortBy: number }
  | { type: 'start-artwork' }
  | {
      type: 'review';
      decision: 'approve' | 'reject' | 'change';
      reason?: string | null;
      /** A change request's reason from the list (approval/change-reasons.ts). */
      reasonCode?: ChangeReasonCode | null;
    }
  | { type: 'user-approve' }
  | { type: 'change-request'; reason?: string | null }
  | { type: 'cancel' }
  /** An approved claim: the claimed shipped items are reprinted into a new shipment (docs/decisions/claim-window.md). */
  | { type: 'reship'; claimId: string; items: { itemIndex: number; quantity: number }[] }
  | { type: 'cancel-item'; itemIndex: number }
  | { type: 'change-name'; name: string }
  | { type: 'change-address'; shipmentIndex: number; address: Record<string, unknown> }
  | { type: 'change-shipping-method'; shipmentIndex: number; shippingMethod: string }
  | { type: 'change-design'; itemIndex: number; designId: string };

export type Decision = { ok: true; events: LifecycleEvent[] } | { ok: false; reason: string };

/** What an order starts from before its first event ("quote": placing it is the first move). */
export interface InitialOrder {
  name: string | null;
  dueDate: string;
  sendProof: boolean;
  bypassArtworkCreation: boolean;
  bypassUserApproval: boolean;
  items: { printType: string | null; designId: string | null }[];
  shipments: LifecycleShipment[];
}
