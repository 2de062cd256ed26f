import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { cartsRepository, coupaRepository, type Db, usersRepository } from '@platen/db';
import { checkoutBlockers } from '@platen/domain/checkout/checkout-blockers';
import type { Cart } from '@platen/domain/entities/entities';
import { orderLines } from '@platen/domain/ordering/order-lines';
import {
  PUNCHOUT_SESSION_TTL_MS,
  PUNCHOUT_START_TTL_MS,
  punchoutMessage,
} from '@platen/domain/procurement/punchout';
import { AppError, notFound } from '../../errors/app-error.ts';
import { priceLines, quoteProblems } from '../quote/priced-order.ts';
import { quoteForCart } from '../quote/quote-cart.ts';
import { CxmlError, credentials, type Node, orderMessage, parseCxml, setupResponse, text } from './cxml.ts';

export const secretHash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** The buyer organisation whose From identity and Sender shared secret match, else a cXML 401. */
export async function authenticatedBuyer(db: Db, header: Node) {
  const { identity, secret } = credentials(header);
  const buyer = identity ? await coupaRepository(db).buyer(identity) : null;
  const given = Buffer.from(secretHash(secret), 'hex');
  const known = Buffer.from(buyer?.secretHash ?? secretHash(randomUUID()), 'hex');
  if (!buyer || !secret || given.length !== known.length || !timingSafeEqual(given, known))
    throw new CxmlError(401, 'Unauthorized: unknown buyer identity or wrong shared secret.');
  return buyer;
}

/**
 * POST /coupa/punchout: a PunchOutSetupRequest from a buyer organisation opens a punchout session and answers a
 * one-time StartPage URL (/auth/coupa?token=…) that signs the buyer in with features.coupa.
 */
export async function punchoutSetup(db: Db, xml: string, origin: string): Promise<string> {
  const { header, request } = parseCxml(xml);
  const setup = request.PunchOutSetupRequest as Node | undefined;
  if (!setup) throw new CxmlError(400, 'Expected a PunchOutSetupRequest.');
  const buyer = await authenticatedBuyer(db, header);
  const formPostUrl = text((setup.BrowserFormPost as Node | undefined)?.URL);
  const buyerCookie = text(setup.BuyerCookie);
  if (!buyerCookie) throw new CxmlError(400, 'BuyerCookie is required.');
  if (!/^https?:\/\/[^\s]+$/.test(formPostUrl))
    throw new CxmlError(400, 'BrowserFormPost URL is required (http or https).');
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await coupaRepository(db).openSession({
    id: randomUUID(),
    startTokenHash: secretHash(token),
    buyerIdentity: buyer.identity,
    userId: buyer.userId,
    buyerCookie,
    formPostUrl,
    operation: String(setup['@operation'] ?? 'create'),
    contactEmail: contactEmail(setup),
    startExpiresAt: new Date(now + PUNCHOUT_START_TTL_MS).toISOString(),
    expiresAt: new Date(now + PUNCHOUT_SESSION_TTL_MS).toISOString(),
  });
  return setupResponse(new URL(origin).host, `${origin}/auth/coupa?token=${token}`);
}

function contactEmail(setup: Node): string | null {
  const contact = text((setup.Contact as Node | undefined)?.Email);
  const extrinsic = ((setup.Extrinsic as Node[] | undefined) ?? []).find((e) => e['@name'] === 'UserEmail');
  return contact || text(extrinsic) || null;
}

/** GET /auth/coupa: uses the StartPage token once; the account to sign in, or 401. */
export async function startPunchout(db: Db, token: string) {
  const session = await coupaRepository(db).start(secretHash(token), new Date().toISOString());
  const user = session ? await usersRepository(db).byId(session.userId) : null;
  if (!session || !user)
    throw new AppError(
      'unauthorized',
      'This punchout link was already used or has expired. Start again from Coupa.',
    );
  return user;
}

/**
 * POST /api/order2/cart/:cartId/punchout: the cart priced by the one quote engine as a PunchOutOrderMessage
 * for the open punchout session, and where the browser posts it (the session's BrowserFormPost URL).
 */
export async function returnCartToCoupa(db: Db, userId: string, cartId: string) {
  const session = await coupaRepository(db).activeSession(userId, new Date().toISOString());
  if (!session) throw new AppError('conflict', 'No open Coupa punchout: start again from Coupa.');
  const state = await cartsRepository(db).get(cartId, userId);
  if (!state) throw notFound('Cart');
  const cart = state.doc as unknown as Cart;
  const blockers = checkoutBlockers(cart);
  const lines = orderLines(cart);
  if (blockers.length > 0 || lines.length === 0)
    throw new AppError(
      'unprocessable',
      `The cart cannot be returned yet: ${blockers[0]?.message ?? 'it has no quantities.'}`,
    );
  const quote = await quoteForCart(db, cart, userId, new Date());
  const problems = quoteProblems(quote);
  if (problems.length > 0)
    throw new AppError('unprocessable', `The cart cannot be priced: ${problems[0]?.message}`);
  const printTypeOf = (printableId: string) => {
    const p = cart.printables.find((x) => x.id === printableId);
    return cart.designDrafts.find((d) => d.id === p?.designDraftId)?.printType ?? null;
  };
  const source = priceLines(lines, quote).map((l) => ({
    ...l,
    printType: printTypeOf(l.printableId),
    productName: null,
  }));
  const message = punchoutMessage(source, quote.totals);
  await coupaRepository(db).cartReturned(cartId, session.id, message.totalCents);
  const cxml = orderMessage(
    { host: 'platen', identity: session.buyerIdentity, buyerCookie: session.buyerCookie, cartId },
    message,
  );
  return { formPostUrl: session.formPostUrl, cxml, totalCents: message.totalCents };
}
