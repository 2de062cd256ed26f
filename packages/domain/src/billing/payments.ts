import { formatDollars } from '../money/format-dollars.ts';
import { availableOf, fundsNeeded, PAYMENT_CREDIT_TYPES } from './ledger.ts';

/**
 * A buyer who can always pay. How an order is funded, the ledger types of the payments that fund it,
 * and the bank transfer / check instructions every screen, e-mail and PDF shows alike.
 * docs/decisions/card-payments.md.
 */

/** Ledger credit types of money the buyer sends: card (Stripe), PayPal, a bank wire, a check. */
export { PAYMENT_CREDIT_TYPES };
export type PaymentCreditType = (typeof PAYMENT_CREDIT_TYPES)[number];

/** How the buyer pays online (the page confirms these) and how staff record what arrived by bank or post. */
export const ONLINE_PAYMENT_METHODS = ['card', 'paypal'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const RECEIVED_PAYMENT_METHODS = ['wire', 'check'] as const;
export type ReceivedPaymentMethod = (typeof RECEIVED_PAYMENT_METHODS)[number];

/** The ledger type of a payment by `method`. */
export function paymentCreditType(method: OnlinePaymentMethod | ReceivedPaymentMethod): PaymentCreditType {
  return `${method}-payment` as PaymentCreditType;
}

/**
 * The ledger's external reference of a wire or check staff record: one per method and reference, spaces and case
 * ignored, so the same wire recorded twice credits once ("FED 123" = "fed123").
 */
export function receivedPaymentRef(method: ReceivedPaymentMethod, reference: string): string {
  return `${method}:${reference.replace(/\s+/g, '').toUpperCase()}`;
}

/** What an account can spend before a new order: its funds and the orders already waiting for them. */
export interface AccountFundsView {
  balance: number;
  creditLine: number;
  /** Totals of the orders already held, oldest first: a new order waits behind them. */
  heldTotals: readonly number[];
}

/**
 * How an order of `total` cents will be funded: from the balance, partly from the credit line, or it waits for a
 * payment of `amount` cents (what is missing for it and every order held before it).
 */
export type Funding =
  | { kind: 'balance'; total: number }
  | { kind: 'credit-line'; total: number; fromCredit: number }
  | { kind: 'needs-payment'; total: number; amount: number };

/** The rule placement applies (ledger decidePayment, behind the held queue), said before placing. */
export function orderFunding(funds: AccountFundsView, total: number): Funding {
  const available = availableOf(funds.balance, funds.creditLine);
  if (funds.heldTotals.length > 0 || total > available)
    return { kind: 'needs-payment', total, amount: fundsNeeded([...funds.heldTotals, total], available) };
  if (total <= funds.balance) return { kind: 'balance', total };
  return { kind: 'credit-line', total, fromCredit: total - Math.max(funds.balance, 0) };
}

/**
 * What an order already held waits for: the missing amount for it and every order held before it (they are
 * released oldest first). `heldOldestFirst` includes the order.
 */
export function heldOrderNeeds(
  funds: { balance: number; creditLine: number },
  heldOldestFirst: readonly { orderId: string; total: number }[],
  orderId: string,
): number {
  const at = heldOldestFirst.findIndex((h) => h.orderId === orderId);
  if (at < 0) return 0;
  return fundsNeeded(
    heldOldestFirst.slice(0, at + 1).map((h) => h.total),
    availableOf(funds.balance, funds.creditLine),
  );
}

/** The sentence the review shows before placing. */
export function fundingSentence(f: Funding): string {
  if (f.kind === 'balance') return `Paid from your balance (${formatDollars(f.total)}).`;
  if (f.kind === 'credit-line')
    return `Paid from your balance and credit line (${formatDollars(f.fromCredit)} on credit).`;
  return `Prepayment needed: pay ${formatDollars(f.amount)} by card or bank transfer. Production starts when it arrives.`;
}

/** The confirmation's "what happens next" for an order waiting for `amount` cents. */
export const startsWhenSentence = (amount: number): string =>
  `Your order starts when ${formatDollars(amount)} arrives.`;

/** Bank transfer and check details, from the TRANSFER_* settings (each optional). */
export interface TransferInstructions {
  beneficiary: string | null;
  bank: string | null;
  account: string | null;
  routing: string | null;
  iban: string | null;
  swift: string | null;
  mailingAddress: string | null;
}

export const TRANSFER_SETTINGS = {
  beneficiary: 'TRANSFER_BENEFICIARY',
  bank: 'TRANSFER_BANK',
  account: 'TRANSFER_ACCOUNT',
  routing: 'TRANSFER_ROUTING',
  iban: 'TRANSFER_IBAN',
  swift: 'TRANSFER_SWIFT',
  mailingAddress: 'TRANSFER_MAILING_ADDRESS',
} as const satisfies Record<keyof TransferInstructions, string>;

/**
 * The instructions from settings: null when no account number, IBAN nor mailing address is set (a transfer or a
 * check could not reach us, so the option is hidden).
 */
export function transferInstructionsFrom(
  settings: Readonly<Record<string, string | undefined>>,
): TransferInstructions | null {
  const read = (k: keyof TransferInstructions) => settings[TRANSFER_SETTINGS[k]]?.trim() || null;
  const t: TransferInstructions = {
    beneficiary: read('beneficiary'),
    bank: read('bank'),
    account: read('account'),
    routing: read('routing'),
    iban: read('iban'),
    swift: read('swift'),
    mailingAddress: read('mailingAddress'),
  };
  return t.account || t.iban || t.mailingAddress ? t : null;
}

/**
 * The labelled lines of the instructions, in the order every screen, e-mail and PDF shows them, ending with the
 * reference the buyer must quote (an invoice number) when one is given.
 */
export function transferLines(
  t: TransferInstructions,
  reference?: string | null,
): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    ['Beneficiary', t.beneficiary],
    ['Bank', t.bank],
    ['Account number', t.account],
    ['Routing number (ABA)', t.routing],
    ['IBAN', t.iban],
    ['SWIFT / BIC', t.swift],
    ['Checks payable to the beneficiary, mailed to', t.mailingAddress],
    ['Reference', reference ?? null],
  ];
  return rows.filter((r): r is [string, string] => !!r[1]).map(([label, value]) => ({ label, value }));
}
