import { randomUUID } from 'node:crypto';
import type { CartSummary, PatchCartRequest } from '@platen/contracts';
import { CartSchema, cartValidAfterEdit } from '@platen/contracts/entities';
import { type CartText, cartsRepository, coupaRepository, type Db, ordersRepository } from '@platen/db';
import { copyCustomerParts, refusedCartPaths } from '@platen/domain/cart/customer-cart-paths';
import { saveQuoteName } from '@platen/domain/cart/save-quote-name';
import { withOrderDefaults } from '@platen/domain/account/order-defaults';
import { type Cart, emptyCart, type Shipment } from '@platen/domain/entities/entities';
import { generalSettings } from '../account/settings.ts';
import { issuePathToPointer, serverFieldChanges } from '@platen/domain/patch/cart-patch';
import { applyPatch, type Json, type PatchError } from '@platen/domain/patch/json-patch';
import { AppError, notFound } from '../../errors/app-error.ts';

/** 409 `{_v: current}`: the client edited an old version and must refetch (O-7-09). */
export const staleVersion = (current: number) =>
  new AppError(
    'conflict',
    `The cart changed (now at version ${current}). Reload it and apply your edit again.`,
    {
      body: {
        code: 'conflict',
        message: `The cart changed (now at version ${current}). Reload it and apply your edit again.`,
        _v: current,
      },
    },
  );

const orderedCart = (current: number) =>
  new AppError(
    'conflict',
    'This cart was ordered and can no longer change. Start a new cart from the order.',
    {
      body: {
        code: 'conflict',
        message: 'This cart was ordered and can no longer change. Start a new cart from the order.',
        _v: current,
      },
    },
  );

/** 422 `{_errors: [{path, message}]}` (plus the standard code and message). */
const unprocessable = (errors: PatchError[]) => {
  const message = `The patch was not applied: ${errors[0]?.path || '/'}: ${errors[0]?.message ?? 'invalid'}`;
  return new AppError('unprocessable', message, {
    body: { code: 'unprocessable', message, _errors: errors },
  });
};

/** O-7-11: a new empty cart owned by the user (version 0). */
export async function createCart(db: Db, userId: string): Promise<{ _id: string }> {
  const id = randomUUID();
  const cart = emptyCart(id);
  // O-1-06: a procurement buyer's carts carry features.coupa (the server's field; checkout returns them to Coupa).
  cart.features.coupa = await coupaRepository(db).isBuyerAccount(userId);
  // The account's general and shipping settings prefill the new cart (docs/decisions/manager-area.md).
  const prefilled = withOrderDefaults(cart, await generalSettings(db, userId));
  await cartsRepository(db).create(id, userId, prefilled);
  return { _id: id };
}

/** O-7-10: the stored document as JSON text and its version (sent as is: no parse/serialise round trip). */
export async function getCartJson(db: Db, userId: string, cartId: string): Promise<string> {
  const row = await cartsRepository(db).getText(cartId, userId);
  if (!row) throw notFound('Cart');
  return cartAnswer(row);
}

const cartAnswer = (row: CartText) => `{"_full":${row.text},"_v":${row.version}}`;

/**
 * The GET answer's UTF-8 bytes per cart version the local cache holds (getText hands out its entry, which a
 * write replaces and never changes): a repeated GET encodes nothing. Held as long as the cache holds the entry.
 */
const answers = new WeakMap<CartText, Buffer>();

/** O-7-10: getCartJson as the bytes the cart GET sends. */
export async function getCartAnswer(db: Db, userId: string, cartId: string): Promise<Buffer> {
  return answerOf(await cartsRepository(db).getText(cartId, userId));
}

/**
 * getCartAnswer when the local cache holds the cart, without a promise (a 404 thrown for another user's cart);
 * undefined when it is not held (ask getCartAnswer).
 */
export function heldCartAnswer(db: Db, userId: string, cartId: string): Buffer | undefined {
  const row = cartsRepository(db).heldText(cartId, userId);
  return row === undefined ? undefined : answerOf(row);
}

function answerOf(row: CartText | null): Buffer {
  if (!row) throw notFound('Cart');
  let bytes = answers.get(row);
  if (!bytes) {
    bytes = Buffer.from(cartAnswer(row));
    answers.set(row, bytes);
  }
  return bytes;
}

/**
 * Checks a patched document against the Cart schema; errors as JSON pointers. `before` is the stored (valid)
 * document: parts the patch did not touch are not parsed again (cartValidAfterEdit); the full parse runs only
 * to name the issues of an invalid result.
 */
function cartSchemaErrors(before: Record<string, unknown>, doc: unknown): PatchError[] {
  if (cartValidAfterEdit(before, doc)) return [];
  const parsed = CartSchema.safeParse(doc);
  if (parsed.success) return [];
  return parsed.error.issues
    .slice(0, 50)
    .map((i) => ({ path: issuePathToPointer(i.path), message: i.message }));
}

/**
 * O-7-09: applies `_d` to the cart at version `_v`, atomically. Read, apply and validate in memory; then one
 * compare-and-set statement stores the document as `_v + 1` with its version-log row only if the cart is still
 * at `_v`. A stale `_v` is a 409 with the current version; an op on a path outside the customer's parts of the cart
 * (CUSTOMER_CART_PATHS), an invalid op, a failed test or a result that breaks the Cart schema is a 422 and nothing
 * is written.
 */
export async function patchCart(
  db: Db,
  userId: string,
  cartId: string,
  input: PatchCartRequest,
): Promise<{ _v: number; _errors: [] }> {
  const carts = cartsRepository(db);
  const state = await carts.get(cartId, userId);
  if (!state) throw notFound('Cart');
  if (state.orderedAt) throw orderedCart(state.version);
  if (state.version !== input._v) throw staleVersion(state.version);
  const refused = refusedCartPaths(input._d);
  if (refused.length > 0) throw unprocessable(refused);
  const result = applyPatch(state.doc as Json, input._d);
  if (!result.ok) throw unprocessable(result.errors);
  const errors = [...serverFieldChanges(state.doc, result.doc), ...cartSchemaErrors(state.doc, result.doc)];
  if (errors.length > 0) throw unprocessable(errors);
  const version = await carts.compareAndSet(cartId, userId, input._v, result.doc, input._d);
  if (version === null) throw await conflictNow(db, userId, cartId);
  return { _v: version, _errors: [] };
}

/** Why a compare-and-set wrote nothing: gone (404), ordered meanwhile, or another write won (409). */
async function conflictNow(db: Db, userId: string, cartId: string): Promise<AppError> {
  const now = await cartsRepository(db).get(cartId, userId);
  if (!now) return notFound('Cart');
  return now.orderedAt ? orderedCart(now.version) : staleVersion(now.version);
}

/**
 * O-7-21 / O-4-20 (docs/decisions/saved-carts.md): saves the cart under a name: the name becomes the cart's po
 * (a new version, like any edit) and the cart is listed among the saved quotes. Retries on a concurrent edit,
 * since the name does not depend on the rest of the document.
 */
export async function saveCartName(
  db: Db,
  userId: string,
  cartId: string,
  po: string,
): Promise<{ _v: number; po: string }> {
  const carts = cartsRepository(db);
  for (let attempt = 0; attempt < 5; attempt++) {
    const state = await carts.get(cartId, userId);
    if (!state) throw notFound('Cart');
    if (state.orderedAt) throw orderedCart(state.version);
    const { cart } = saveQuoteName(state.doc as unknown as Cart, { name: po });
    const patch = [{ op: 'replace', path: '/po', value: cart.po }];
    const version = await carts.compareAndSet(cartId, userId, state.version, cart, patch, {
      saveName: cart.po ?? po,
    });
    if (version !== null) return { _v: version, po: cart.po ?? po };
  }
  throw new AppError('conflict', 'The cart is being edited elsewhere right now. Try again.');
}

/** GET /carts: the user's carts (saved ones only with saved=1), newest first. */
export async function listCarts(
  db: Db,
  userId: string,
  savedOnly: boolean,
): Promise<{ carts: CartSummary[] }> {
  const rows = await cartsRepository(db).list(userId, savedOnly);
  return {
    carts: rows.map((r) => ({
      _id: r.id,
      _v: r.version,
      po: r.savedName,
      savedAt: r.savedAt,
      orderedAt: r.orderedAt,
      updatedAt: r.updatedAt,
      itemCount: r.itemCount,
    })),
  };
}

/**
 * O-7-12: a new cart copying an order of the user: its shipments (with addresses), printables, drafts and
 * options; not its name or order time, nor any server-owned field (those are a new cart's).
 */
export async function cartFromOrder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<{ _id: string; shipments: Shipment[] }> {
  const order = await ordersRepository(db).get(orderId, userId);
  if (!order) throw notFound('Order');
  const id = randomUUID();
  const cart = copyCustomerParts(order.cart as unknown as Cart, emptyCart(id));
  await cartsRepository(db).create(id, userId, cart);
  return { _id: id, shipments: cart.shipments };
}
