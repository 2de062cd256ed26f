import {
  CategoryParamsSchema,
  DesignListQuerySchema,
  DesignParamsSchema,
  EventsQuerySchema,
  InvoiceParamsSchema,
  LifecycleOrderParamsSchema,
  OrdersQuerySchema,
  PageQuerySchema,
  ProductPageQuerySchema,
  ProductParamsSchema,
  TransactionsQuerySchema,
} from '@platen/contracts';
import { z } from 'zod';
import { getArtwork } from '../../services/artwork/artwork-service.ts';
import { artworkPage } from '../../services/artwork/artwork-v3.ts';
import { ledgerRange, listTransactions } from '../../services/billing/account.ts';
import { getInvoice, invoiceView, listInvoices } from '../../services/billing/invoices.ts';
import {
  categoryDetail,
  listCategories,
  productDetail,
  productView,
  searchProductsPage,
} from '../../services/catalog/catalog-service.ts';
import { listDesigns } from '../../services/design/design-library.ts';
import { getDesign } from '../../services/design/design-service.ts';
import { getOrderView, listEvents, listOrderViews } from '../../services/lifecycle/order-queries.ts';
import { listWebhooks } from '../../services/webhooks/webhook-endpoints.ts';
import { allow, caller, type GqlContext, pageOf, parseArgs, readerOf } from './graphql-access.ts';

type Args = Record<string, unknown>;
/** GraphQL leaves an argument it was not given out, or null: REST's schemas read absent as undefined. */
const given = (a: Args) =>
  Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null && v !== undefined));
const IdArgs = z.object({ id: z.string().min(1).max(100) });

/** Orders, order events (the lifecycle routes' use-cases, GET /api/v3/orders and /api/v3/events). */
const orderQueries = {
  async orders(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/orders');
    const { page, limit, ...filters } = parseArgs(OrdersQuerySchema, given(a));
    return pageOf(await listOrderViews(ctx.deps.db, readerOf(ctx), page, limit, filters));
  },
  async order(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/orders/:orderId');
    const { orderId } = parseArgs(LifecycleOrderParamsSchema, { orderId: a.id });
    return getOrderView(ctx.deps.db, readerOf(ctx), orderId);
  },
  async node(_: unknown, a: Args, ctx: GqlContext) {
    return orderQueries.order(_, a, ctx);
  },
  async events(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/events');
    return pageOf(await listEvents(ctx.deps.db, readerOf(ctx), parseArgs(EventsQuerySchema, given(a))));
  },
};

/** The public catalogue (GET /api/v3/products, /api/v3/categories). */
const catalogQueries = {
  async products(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/products');
    const q = parseArgs(ProductPageQuerySchema, { ...given(a), designable: String(a.designable === true) });
    const r = await searchProductsPage(ctx.deps.db, q.query, q.designable === 'true', q.page, q.limit);
    return pageOf(r);
  },
  async product(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/products/:productId');
    const { productId } = parseArgs(ProductParamsSchema, { productId: a.id });
    return productView(await productDetail(ctx.deps.db, productId));
  },
  async categories(_: unknown, _a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/categories');
    return listCategories(ctx.deps.db);
  },
  async category(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/categories/:categoryId');
    const { categoryId } = parseArgs(CategoryParamsSchema, { categoryId: a.id });
    return categoryDetail(ctx.deps.db, categoryId);
  },
};

/** Designs and artwork (the design library and v3 artwork routes). */
const libraryQueries = {
  async designs(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/order2/design/list');
    const q = parseArgs(DesignListQuerySchema, given(a));
    return listDesigns(ctx.deps.db, readerOf(ctx), q.types, q.limit);
  },
  async design(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/design/:designId');
    const { designId } = parseArgs(DesignParamsSchema, { designId: a.id });
    return getDesign(ctx.deps.db, readerOf(ctx), designId);
  },
  async artworks(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/artwork');
    const q = parseArgs(PageQuerySchema, given(a));
    return pageOf(await artworkPage(ctx.deps.db, readerOf(ctx), q.page, q.limit));
  },
  async artwork(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/artwork/:artworkId');
    return getArtwork(ctx.deps.db, readerOf(ctx), parseArgs(IdArgs, a).id);
  },
};

/** Money (v3 invoice, v2 billing transactions) and webhooks (v3 webhooks). */
const accountQueries = {
  async invoices(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/invoice');
    const q = parseArgs(PageQuerySchema, given(a));
    return pageOf(await listInvoices(ctx.deps.db, caller(ctx).id, q.page, q.limit));
  },
  async invoice(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/invoice/:invoiceId');
    const { invoiceId } = parseArgs(InvoiceParamsSchema, { invoiceId: a.id });
    return invoiceView(await getInvoice(ctx.deps.db, caller(ctx).id, invoiceId));
  },
  async transactions(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v2/billing/transactions');
    const q = parseArgs(TransactionsQuerySchema, given(a));
    return pageOf(await listTransactions(ctx.deps.db, caller(ctx).id, ledgerRange(q)));
  },
  async webhooks(_: unknown, a: Args, ctx: GqlContext) {
    await allow(ctx, 'GET', '/api/v3/webhooks');
    const q = parseArgs(PageQuerySchema, given(a));
    return pageOf(await listWebhooks(ctx.deps.db, caller(ctx).id, q.page, q.limit));
  },
};

/** Every root query field. */
export const queryResolvers = { ...orderQueries, ...catalogQueries, ...libraryQueries, ...accountQueries };
