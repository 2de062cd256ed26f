import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  catalogRepository,
  type Db,
  type OrderRow,
  ordersRepository,
  parcelsRepository,
  type UserRow,
  usersRepository,
} from '@platen/db';
import type { Address } from '@platen/domain/entities/entities';
import {
  PS_FOB,
  PS_ORDER_STATUS_TYPES,
  type PsMessageKey,
  psMessage,
  psOrderOpen,
  psOrderStatus,
  psPartInventory,
} from '@platen/domain/procurement/promostandards';
import { AppError } from '../../errors/app-error.ts';
import { apiKeyHash } from '../api-keys.ts';
import { orderFromQuote } from '../public-api/quotes.ts';

/** PromoStandards as a supplier: the use-cases behind each SOAP operation (docs/decisions/promostandards.md). */

type Args = Record<string, unknown>;
type Answer = Record<string, unknown>;

/** A refusal answered in the operation's own body as a ServiceMessageArray. */
export class PsRefusal extends Error {
  constructor(
    readonly key: PsMessageKey,
    readonly detail?: string,
  ) {
    super(detail ?? key);
  }
}

export const refusalBody = (r: PsRefusal): Answer => ({
  ServiceMessageArray: { ServiceMessage: [psMessage(r.key, r.detail)] },
});

/** Media Content 1.1.0 and Pricing and Configuration 1.0.0: one ErrorMessage (code, description). */
export const errorMessageBody = (r: PsRefusal): Answer => {
  const { code, description } = psMessage(r.key, r.detail);
  return { ErrorMessage: { code, description } };
};

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v));

/**
 * The credential of every request: `id` is the account's id, `password` its API key (the key's SHA-256 must
 * name that same account). wsVersion must be the service's version.
 */
export async function psAccount(db: Db, args: Args, version: string): Promise<UserRow> {
  const id = str(args.id);
  const password = str(args.password);
  if (!id || !password) throw new PsRefusal('credentialsRequired');
  if (str(args.wsVersion) !== version)
    throw new PsRefusal('versionNotFound', str(args.wsVersion) || '(none)');
  const users = usersRepository(db);
  const account = /^[0-9a-f-]{36}$/i.test(id) ? await users.byId(id) : null;
  if (!account) throw new PsRefusal('idNotFound');
  const keyed = await users.byApiKeyHash(apiKeyHash(password));
  if (keyed?.id !== account.id) throw new PsRefusal('authFailed');
  return account;
}

const list = <T>(v: unknown): T[] => (v == null ? [] : Array.isArray(v) ? (v as T[]) : [v as T]);

/** Inventory 2.0.0 getInventoryLevels: the product's parts with their prime stock. */
export async function inventoryLevels(db: Db, args: Args): Promise<Answer> {
  const productId = str(args.productId);
  if (!productId) throw new PsRefusal('fieldsRequired', 'productId');
  const product = await catalogRepository(db).product(productId);
  if (!product) throw new PsRefusal('productNotFound', productId);
  const f = (args.Filter ?? {}) as Args;
  const parts = psPartInventory(product, {
    partIds: list<string>((f.partIdArray as Args | undefined)?.partId).map(str),
    sizes: list<string>((f.LabelSizeArray as Args | undefined)?.labelSize).map(str),
    colours: list<string>((f.PartColorArray as Args | undefined)?.partColor).map(str),
  });
  return {
    Inventory: {
      productId: product.identifier,
      PartInventoryArray: parts.length
        ? {
            PartInventory: parts.map((p) => ({
              partId: p.partId,
              mainPart: false,
              partColor: p.partColor,
              labelSize: p.labelSize,
              partDescription: p.partDescription,
              quantityAvailable: { Quantity: { uom: 'EA', value: p.quantity } },
              manufacturedItem: true,
              buyToOrder: false,
            })),
          }
        : undefined,
    },
  };
}

/** Inventory 2.0.0 getFilterValues: the part ids, sizes and colours a Filter may name. */
export async function filterValues(db: Db, args: Args): Promise<Answer> {
  const productId = str(args.productId);
  const product = productId ? await catalogRepository(db).product(productId) : null;
  if (!product) throw new PsRefusal('productNotFound', productId || '(none)');
  const parts = psPartInventory(product);
  const uniq = (xs: string[]) => [...new Set(xs)];
  return {
    FilterValues: {
      productId: product.identifier,
      Filter: {
        partIdArray: { partId: parts.map((p) => p.partId) },
        LabelSizeArray: { labelSize: uniq(parts.map((p) => p.labelSize)) },
        PartColorArray: { partColor: uniq(parts.map((p) => p.partColor)) },
      },
    },
  };
}

/** The account's orders a status or shipment query names (poSearch: PO number; soSearch: order id). */
async function ordersOf(db: Db, user: UserRow, args: Args): Promise<OrderRow[]> {
  const all = await ordersRepository(db).list(user.id);
  const ref = str(args.referenceNumber);
  const since = Date.parse(str(args.statusTimeStamp || args.shipmentDateTimeStamp));
  switch (str(args.queryType)) {
    case 'poSearch':
      if (!ref) throw new PsRefusal('fieldsRequired', 'referenceNumber');
      return all.filter((o) => o.po === ref);
    case 'soSearch':
      if (!ref) throw new PsRefusal('fieldsRequired', 'referenceNumber');
      return all.filter((o) => o.id === ref);
    case 'lastUpdate':
    case 'shipDateSearch':
      if (Number.isNaN(since)) throw new PsRefusal('fieldsRequired', 'a time stamp');
      return all.filter((o) => Date.parse(o.createdAt) >= since || o.status === 'shipped');
    case 'allOpen':
      return all.filter((o) => psOrderOpen(o.status));
    default:
      throw new PsRefusal('notSupported', `queryType ${str(args.queryType) || '(none)'}`);
  }
}

/** Order Status 2.0.0 getOrderStatusTypes. */
export const orderStatusTypes = (): Answer => ({ StatusArray: { Status: [...PS_ORDER_STATUS_TYPES] } });

/** Order Status 2.0.0 getOrderStatus: one OrderStatus per order, its PO number (or order id) first. */
export async function orderStatus(db: Db, user: UserRow, args: Args): Promise<Answer> {
  const orders = await ordersOf(db, user, args);
  if (orders.length === 0) throw new PsRefusal('noResults');
  return {
    OrderStatusArray: {
      OrderStatus: orders.map((o) => {
        const s = psOrderStatus(o.status);
        return {
          purchaseOrderNumber: o.po ?? o.id,
          OrderStatusDetailArray: {
            OrderStatusDetail: [
              {
                salesOrderNumber: o.id,
                statusId: s.id,
                statusName: s.name,
                responseRequired: false,
                validTimestamp: new Date().toISOString(),
                expectedShipDate: `${o.dueDate}T00:00:00Z`,
              },
            ],
          },
        };
      }),
    },
  };
}

const FROM: Address = {
  address1: 'Platen production',
  city: 'Oakland',
  state: 'CA',
  zip: '94607',
  country: 'US',
};

const psAddress = (a: Address | null | undefined) => ({
  address1: a?.address1 || '(none)',
  ...(a?.address2 ? { address2: a.address2 } : {}),
  city: a?.city || '(none)',
  region: a?.state || '(none)',
  postalCode: a?.zip || '(none)',
  country: a?.country || 'US',
});

/** Order Shipment Notification 2.0.0: the account's packed parcels, one ShipmentLocation per shipment. */
export async function shipmentNotifications(db: Db, user: UserRow, args: Args): Promise<Answer> {
  const orders = await ordersOf(db, user, args);
  const parcels = await parcelsRepository(db).ofOrders(orders.map((o) => o.id));
  const shipped = orders.filter((o) => parcels.some((p) => p.orderId === o.id));
  if (shipped.length === 0) throw new PsRefusal('noResults');
  return {
    OrderShipmentNotificationArray: {
      OrderShipmentNotification: shipped.map((o) => {
        const mine = parcels.filter((p) => p.orderId === o.id);
        const shipments = (o.cart.shipments as { address?: Address | null }[] | undefined) ?? [];
        const indexes = [...new Set(mine.map((p) => p.shipmentIndex))];
        const complete = o.status === 'shipped';
        return {
          purchaseOrderNumber: o.po ?? o.id,
          complete,
          SalesOrderArray: {
            SalesOrder: [
              {
                salesOrderNumber: o.id,
                complete,
                ShipmentLocationArray: {
                  ShipmentLocation: indexes.map((i) => ({
                    id: i + 1,
                    complete,
                    ShipFromAddress: psAddress(FROM),
                    ShipToAddress: psAddress(shipments[i]?.address),
                    PackageArray: {
                      Package: mine
                        .filter((p) => p.shipmentIndex === i)
                        .map((p) => ({
                          id: p.parcelNo,
                          trackingNumber: p.tracking,
                          shipmentDate: p.createdAt,
                          weightUOM: 'OZ',
                          weight: p.ounces,
                          carrier: p.carrier,
                          shipmentMethod: p.service,
                        })),
                    },
                  })),
                },
              },
            ],
          },
        };
      }),
    },
  };
}

/**
 * PO 1.0.0 sendPO: the PO's line items name a Platen quote by its token (`referenceSalesQuote`); the quote's
 * cart is placed through the one placement under the PO number. The same PO number again answers the same order
 * (the placement's idempotency key is the account and the PO number).
 */
export async function sendPO(db: Db, user: UserRow, args: Args): Promise<Answer> {
  const po = (args.PO ?? {}) as Args;
  const orderNumber = str(po.orderNumber);
  if (!orderNumber) throw new PsRefusal('fieldsRequired', 'PO.orderNumber');
  const lines = list<Args>((po.LineItemArray as Args | undefined)?.LineItem);
  const tokens = [...new Set(lines.map((l) => str(l.referenceSalesQuote)).filter(Boolean))];
  if (tokens.length !== 1)
    throw new PsRefusal('fieldsRequired', 'every LineItem.referenceSalesQuote (one Platen quote token)');
  const existing = (await ordersRepository(db).list(user.id)).find((o) => o.po === orderNumber);
  if (existing) return { transactionId: existing.id };
  try {
    const r = await orderFromQuote(
      db,
      user.id,
      `promostandards-po:${orderNumber}`,
      { quoteToken: tokens[0]! },
      { purchaseOrder: { po: orderNumber } },
    );
    return { transactionId: r.body.id };
  } catch (err) {
    if (err instanceof AppError) throw new PsRefusal('generalError', err.message);
    throw err;
  }
}

/** A WSDL (and its XSDs beside it) of the folder wsdl/<service>/<version>/. */
export function wsdlFile(service: string, version: string, file: string) {
  const url = new URL(`./wsdl/${service}/${version}/${file}`, import.meta.url);
  return { path: fileURLToPath(url), xml: readFileSync(url, 'utf8') };
}
