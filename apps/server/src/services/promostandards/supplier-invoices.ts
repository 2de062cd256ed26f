import { type Db, type InvoiceRow, invoicesRepository, ordersRepository, type UserRow } from '@platen/db';
import { PsRefusal } from './supplier-services.ts';

/** Invoice 1.0.0 over the account's invoices (docs/decisions/promostandards.md). */

type Args = Record<string, unknown>;
type Answer = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v));
const dollars = (cents: number) => cents / 100;

/** queryType 1: by PO number; 2: by invoice number; 3: issued on requestedDate's day; 4: issued since availableTimeStamp. */
async function invoicesOf(
  db: Db,
  user: UserRow,
  args: Args,
): Promise<{ rows: InvoiceRow[]; po: Map<string, string> }> {
  const { rows } = await invoicesRepository(db).page(user.id, 500, 0);
  const orders = await ordersRepository(db).list(user.id, 500);
  const po = new Map(orders.map((o) => [o.id, o.po ?? o.id]));
  const ref = str(args.referenceNumber);
  const at = (v: unknown) => {
    const t = Date.parse(str(v));
    if (Number.isNaN(t)) throw new PsRefusal('fieldsRequired', 'a date');
    return t;
  };
  switch (str(args.queryType)) {
    case '1':
      return { rows: rows.filter((i) => i.orderId && po.get(i.orderId) === ref), po };
    case '2':
      return { rows: rows.filter((i) => String(i.number) === ref), po };
    case '3': {
      const day = new Date(at(args.requestedDate)).toISOString().slice(0, 10);
      return { rows: rows.filter((i) => i.createdAt.slice(0, 10) === day), po };
    }
    case '4': {
      const since = at(args.availableTimeStamp);
      return { rows: rows.filter((i) => Date.parse(i.createdAt) >= since), po };
    }
    default:
      throw new PsRefusal('notSupported', `queryType ${str(args.queryType) || '(none)'}`);
  }
}

const billTo = (user: UserRow) => ({
  customerNumber: user.id,
  companyName: user.company ?? user.name,
  address1: '(on file)',
  city: '(on file)',
  region: '(on file)',
  postalCode: '(on file)',
});

export async function getInvoices(db: Db, user: UserRow, args: Args): Promise<Answer> {
  const { rows, po } = await invoicesOf(db, user, args);
  if (rows.length === 0) throw new PsRefusal('noResults');
  return {
    InvoiceArray: {
      Invoice: rows.map((i) => ({
        invoiceNumber: String(i.number),
        invoiceType: i.total < 0 ? 'CREDIT MEMO' : 'INVOICE',
        invoiceDate: i.createdAt,
        purchaseOrderNumber: (i.orderId && po.get(i.orderId)) || i.id,
        BillTo: billTo(user),
        paymentTerms: i.paid ? 'Paid from account balance' : 'Account terms',
        paymentDueDate: i.createdAt,
        currency: 'USD',
        salesAmount: dollars(i.subtotal),
        shippingAmount: 0,
        taxAmount: dollars(i.tax),
        invoiceAmount: dollars(i.total),
        invoiceAmountDue: i.paid ? 0 : dollars(i.total),
        InvoiceLineItemArray: {
          InvoiceLineItem: i.lines.map((l, n) => ({
            invoiceLineItemNumber: String(n + 1),
            invoiceLineItemDescription: l.description,
            invoiceQuantity: l.quantity,
            quantityUOM: 'EA',
            unitPrice: dollars(l.unit),
            extendedPrice: dollars(l.amount),
            ...(i.orderId ? { salesOrderNumber: i.orderId } : {}),
          })),
        },
      })),
    },
  };
}

/** getVoidedInvoices: Platen never voids an invoice (a change issues a revision), so there are none. */
export async function getVoidedInvoices(db: Db, user: UserRow, args: Args): Promise<Answer> {
  await invoicesOf(db, user, {
    ...args,
    queryType: args.queryType ?? '4',
    availableTimeStamp: args.requestedDate,
  });
  throw new PsRefusal('noResults');
}
