import type { Message } from '../entities/entities.ts';
import { makeMessage } from '../message-center/message-center.ts';
import type { QuoteOrderIssue } from './quote-request.ts';

/** O-5-88: the order issue saying a shipment has no address. */
export const NO_ADDRESS_GIVEN = 'No address given';
/** O-5-89: the order issue saying an item has no design. */
export const NO_DESIGN_ID_PROVIDED = 'No designId provided';

/** The text of an order issue, whichever form the service sent it in. */
export const orderIssueText = (issue: QuoteOrderIssue): string =>
  typeof issue === 'string' ? issue : issue.message;

/**
 * O-4-34..36 / O-5-88 / O-5-89: shipping, fee and tax totals are meaningless without an address or a design,
 * so such an order issue suppresses them.
 */
export function suppressesTotals(orderIssues: readonly QuoteOrderIssue[] | null | undefined): boolean {
  return (orderIssues ?? []).some((i) => {
    const text = orderIssueText(i);
    return text.includes(NO_ADDRESS_GIVEN) || text.includes(NO_DESIGN_ID_PROVIDED);
  });
}

/** O-8-16: order issues as error messages in the ORDER_ISSUES group, each once. */
export function orderIssueMessages(orderIssues: readonly QuoteOrderIssue[] | null | undefined): Message[] {
  const texts = [...new Set((orderIssues ?? []).map(orderIssueText))];
  return texts.map((t) => makeMessage('ORDER_ISSUES', t, 'error'));
}
