import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail/mail-templates.ts';
import { isLedgerCreditType } from './ledger.ts';
import {
  fundingSentence,
  heldOrderNeeds,
  orderFunding,
  PAYMENT_CREDIT_TYPES,
  paymentCreditType,
  receivedPaymentRef,
  startsWhenSentence,
  transferInstructionsFrom,
  transferLines,
} from './payments.ts';

describe('paying', () => {
  it('#28 an order is funded from the balance, the credit line, or needs a payment of what is missing', () => {
    expect(orderFunding({ balance: 5000, creditLine: 0, heldTotals: [] }, 5000)).toEqual({
      kind: 'balance',
      total: 5000,
    });
    expect(orderFunding({ balance: 1000, creditLine: 10000, heldTotals: [] }, 4000)).toEqual({
      kind: 'credit-line',
      total: 4000,
      fromCredit: 3000,
    });
    expect(orderFunding({ balance: 0, creditLine: 0, heldTotals: [] }, 145618)).toEqual({
      kind: 'needs-payment',
      total: 145618,
      amount: 145618,
    });
    expect(orderFunding({ balance: 500, creditLine: 0, heldTotals: [] }, 1500)).toMatchObject({
      amount: 1000,
    });
  });

  it('#28 a new order waits behind held ones: it needs what they and it miss together', () => {
    const f = orderFunding({ balance: 3000, creditLine: 0, heldTotals: [4000] }, 2000);
    expect(f).toEqual({ kind: 'needs-payment', total: 2000, amount: 3000 });
    expect(fundingSentence(f)).toBe(
      'Prepayment needed: pay $30.00 by card or bank transfer. Production starts when it arrives.',
    );
  });

  it('#28 a held order needs what is missing for it and every order held before it', () => {
    const held = [
      { orderId: 'a', total: 1000 },
      { orderId: 'b', total: 2000 },
    ];
    expect(heldOrderNeeds({ balance: 500, creditLine: 0 }, held, 'a')).toBe(500);
    expect(heldOrderNeeds({ balance: 500, creditLine: 0 }, held, 'b')).toBe(2500);
    expect(heldOrderNeeds({ balance: 500, creditLine: 0 }, held, 'zz')).toBe(0);
    expect(startsWhenSentence(145618)).toBe('Your order starts when $1,456.18 arrives.');
  });

  it('#28 card, PayPal, wire and check payments are ledger credit types', () => {
    for (const t of PAYMENT_CREDIT_TYPES) expect(isLedgerCreditType(t)).toBe(true);
    expect(paymentCreditType('wire')).toBe('wire-payment');
    expect(paymentCreditType('card')).toBe('card-payment');
    expect(receivedPaymentRef('wire', ' fed 123 ')).toBe(receivedPaymentRef('wire', 'FED123'));
    expect(receivedPaymentRef('check', '1')).not.toBe(receivedPaymentRef('wire', '1'));
  });

  it('#28 transfer instructions come from the TRANSFER_* settings and end with the invoice number', () => {
    expect(transferInstructionsFrom({})).toBeNull();
    expect(transferInstructionsFrom({ TRANSFER_BANK: 'First Bank' })).toBeNull();
    const t = transferInstructionsFrom({
      TRANSFER_BENEFICIARY: 'Platen Inc.',
      TRANSFER_ACCOUNT: ' 000123 ',
      TRANSFER_ROUTING: '021000021',
    })!;
    expect(transferLines(t, 'INV-001001')).toEqual([
      { label: 'Beneficiary', value: 'Platen Inc.' },
      { label: 'Account number', value: '000123' },
      { label: 'Routing number (ABA)', value: '021000021' },
      { label: 'Reference', value: 'INV-001001' },
    ]);
  });

  it('#28 the held-order e-mail links to paying and gives the transfer details with the invoice number', () => {
    const t = transferInstructionsFrom({ TRANSFER_BENEFICIARY: 'Platen Inc.', TRANSFER_ACCOUNT: '000123' })!;
    const m = renderMail('order-held-for-funds', {
      name: 'Ann',
      orderId: 'o1',
      amountDueCents: 145618,
      link: 'https://platen.test/manager/v2/billing/invoice/i1',
      invoiceNumber: 'INV-001001',
      transfer: transferLines(t, 'INV-001001'),
    });
    expect(m.text).toContain('Pay now: https://platen.test/manager/v2/billing/invoice/i1');
    expect(m.text).toContain(
      'Or pay by bank transfer or check, quoting INV-001001: Beneficiary: Platen Inc.; Account number: 000123; Reference: INV-001001.',
    );
    expect(m.html).toContain('Account number: 000123');
  });
});
