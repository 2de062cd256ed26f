import type { OrderView } from '@platen/contracts';
import { Kind, type ValueNode } from 'graphql';
import { shipmentParcels } from '../../services/graphql/loaders.ts';
import { orderMoney } from '../../services/lifecycle/order-money-view.ts';
import type { GqlContext } from './graphql-access.ts';

type Shipment = OrderView['shipments'][number] & { order: OrderView };
type Item = OrderView['items'][number];

/** A JSON literal written in the query itself (`address: {zip: "94607"}`), variables filled in. */
function literal(node: ValueNode, vars?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, vars)]));
    case Kind.LIST:
      return node.values.map((v) => literal(v, vars));
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.VARIABLE:
      return vars?.[node.name.value];
    default:
      return node.value;
  }
}

/**
 * JSON values pass as they are (addresses, design sides, event data). A plain object: mercurius copies these
 * functions onto the schema's scalar (a GraphQLScalarType made here would be the ES build's class, not its own).
 */
const JSON_SCALAR = {
  serialize: (v: unknown) => v,
  parseValue: (v: unknown) => v,
  parseLiteral: literal,
};

/** The fields of the object types that are not plain properties of the use-cases' answers. */
export const typeResolvers = {
  JSON: JSON_SCALAR,
  Node: { resolveType: () => 'Order' },
  Order: {
    id: (o: OrderView) => o.orderId,
    // One statement for every order of the page (DataLoader).
    events: (o: OrderView, _a: unknown, ctx: GqlContext) => ctx.loaders.events.load(o.orderId),
    shipments: (o: OrderView) => o.shipments.map((s) => ({ ...s, order: o })),
    // The single order answer's money; a page asks for it per order (weighted in the cost limit).
    money: (o: OrderView, _a: unknown, ctx: GqlContext) =>
      o.money ?? orderMoney(ctx.deps.db, o.orderId, o.totalCents),
  },
  OrderItem: {
    design: (i: Item, _a: unknown, ctx: GqlContext) =>
      i.designId ? ctx.loaders.designs.load(i.designId) : null,
  },
  Shipment: {
    parcels: (s: Shipment, _a: unknown, ctx: GqlContext) =>
      shipmentParcels(ctx.loaders, s.order, s.shipmentIndex),
    tracking: async (s: Shipment, _a: unknown, ctx: GqlContext) =>
      (await shipmentParcels(ctx.loaders, s.order, s.shipmentIndex))[0] ?? null,
  },
  Category: {
    products: (c: { products?: unknown[] }) => c.products ?? null,
  },
};
