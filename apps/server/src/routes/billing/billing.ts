import {
  AccountParamsSchema,
  AccountSearchResultSchema,
  AccountSearchSchema,
  BalanceSchema,
  CreditLineRequestSchema,
  HeldOrdersSchema,
  InvoiceListSchema,
  InvoiceParamsSchema,
  InvoiceSchema,
  PageQuerySchema,
  PayInvoiceRequestSchema,
  PayInvoiceResponseSchema,
  StaffAccountSchema,
  StaffAdjustResponseSchema,
  StaffCreditRequestSchema,
  StatementQuerySchema,
  StatementSchema,
  TransactionListSchema,
  TransactionsQuerySchema,
} from '@platen/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { balanceOf, heldOrders, ledgerRange, listTransactions } from '../../services/billing/account.ts';
import { invoicePdf, statementCsv, statementPdf } from '../../services/billing/documents.ts';
import {
  getInvoice,
  invoiceView,
  listInvoices,
  payInvoiceFromBalance,
} from '../../services/billing/invoices.ts';
import { payInvoiceByCard } from '../../services/billing/card-payments.ts';
import {
  findAccounts,
  staffAccount,
  staffCredit,
  staffSetCreditLine,
} from '../../services/billing/staff-account.ts';
import { statementFor } from '../../services/billing/statement.ts';
import { sendListPage } from '../list-page.ts';

/** Documents are private to the account and never cached by a shared cache. */
const privateDoc = (reply: FastifyReply, type: string, filename: string) =>
  reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`);

/**
 * Balance, transactions, invoices (+ PDF), paying an invoice, statements (JSON, PDF, CSV) and
 * the staff account adjustments. Every money movement is a ledger row written under the account lock.
 */
export const billingRoutes =
  ({ db, payments, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v2/billing/balance', { schema: { response: { 200: BalanceSchema } } }, async (req) =>
      balanceOf(db, currentUser(req).id),
    );

    app.get('/api/v2/billing/held', { schema: { response: { 200: HeldOrdersSchema } } }, async (req) =>
      heldOrders(db, currentUser(req).id),
    );

    app.get(
      '/api/v2/billing/transactions',
      { schema: { querystring: TransactionsQuerySchema, response: { 200: TransactionListSchema } } },
      async (req, reply) => {
        const q = req.query;
        const r = await listTransactions(db, currentUser(req).id, ledgerRange(q));
        return sendListPage(reply, r);
      },
    );

    app.get(
      '/api/v2/billing/invoice',
      { schema: { querystring: PageQuerySchema, response: { 200: InvoiceListSchema } } },
      async (req, reply) => {
        const r = await listInvoices(db, currentUser(req).id, req.query.page, req.query.limit);
        return sendListPage(reply, r);
      },
    );

    // `/invoice/{id}` answers JSON, `/invoice/{id}.pdf` the PDF.
    app.get(
      '/api/v2/billing/invoice/:invoiceId',
      { schema: { params: InvoiceParamsSchema } },
      async (req, reply) => {
        const user = currentUser(req);
        const pdf = req.params.invoiceId.endsWith('.pdf');
        const id = pdf ? req.params.invoiceId.slice(0, -4) : req.params.invoiceId;
        const view = invoiceView(await getInvoice(db, user.id, id));
        if (!pdf) return reply.send(InvoiceSchema.parse(view));
        const bytes = await invoicePdf(view, user, config.transfer);
        return privateDoc(reply, 'application/pdf', `${view.number}.pdf`).send(bytes);
      },
    );

    app.post(
      '/api/v2/billing/invoice/:invoiceId/pay',
      {
        schema: {
          params: InvoiceParamsSchema,
          body: PayInvoiceRequestSchema,
          response: { 200: PayInvoiceResponseSchema },
        },
      },
      async (req) => {
        const userId = currentUser(req).id;
        const body = req.body ?? { method: 'balance' as const };
        if (body.method === 'card')
          return payInvoiceByCard(db, payments, userId, req.params.invoiceId, body.paymentMethodId);
        return { invoice: await payInvoiceFromBalance(db, userId, req.params.invoiceId), payment: null };
      },
    );

    app.get(
      '/api/v2/billing/statement',
      { schema: { querystring: StatementQuerySchema, response: { 200: StatementSchema } } },
      async (req) => statementFor(db, currentUser(req).id, req.query.month),
    );

    app.get(
      '/api/v2/billing/statement.pdf',
      { schema: { querystring: StatementQuerySchema } },
      async (req, reply) => {
        const user = currentUser(req);
        const s = await statementFor(db, user.id, req.query.month);
        const bytes = await statementPdf(s, user);
        return privateDoc(reply, 'application/pdf', `statement-${s.month}.pdf`).send(bytes);
      },
    );

    app.get(
      '/api/v2/billing/statement.csv',
      { schema: { querystring: StatementQuerySchema } },
      async (req, reply) => {
        const s = await statementFor(db, currentUser(req).id, req.query.month);
        return privateDoc(reply, 'text/csv; charset=utf-8', `statement-${s.month}.csv`).send(statementCsv(s));
      },
    );

    // Staff (billing.manage): find, view and adjust an account.
    app.get(
      '/api/internal/accounts',
      { schema: { querystring: AccountSearchSchema, response: { 200: AccountSearchResultSchema } } },
      async (req) => findAccounts(db, req.query.q),
    );

    app.get(
      '/api/internal/accounts/:userId',
      { schema: { params: AccountParamsSchema, response: { 200: StaffAccountSchema } } },
      async (req) => staffAccount(db, req.params.userId),
    );

    app.post(
      '/api/internal/accounts/:userId/credit',
      {
        schema: {
          params: AccountParamsSchema,
          body: StaffCreditRequestSchema,
          response: { 200: StaffAdjustResponseSchema },
        },
      },
      async (req) => {
        const r = await staffCredit(db, currentUser(req), req.params.userId, req.body);
        return r!;
      },
    );

    app.put(
      '/api/internal/accounts/:userId/credit-line',
      {
        schema: {
          params: AccountParamsSchema,
          body: CreditLineRequestSchema,
          response: {
            200: BalanceSchema.extend({ released: TransactionListSchema.element.shape.id.array() }),
          },
        },
      },
      async (req) => staffSetCreditLine(db, currentUser(req), req.params.userId, req.body.amount),
    );
  };
