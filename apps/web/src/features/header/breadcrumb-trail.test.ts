import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumb-trail.ts';

describe('breadcrumbs', () => {
  it('a page below an account section: Account, the section, the page', () => {
    expect(breadcrumbsFor('/manager/v2/orders/PL-7')).toEqual([
      { label: 'Account', to: '/manager/v2' },
      { label: 'Orders', to: '/manager/v2/orders' },
      { label: 'Order', to: null },
    ]);
    expect(breadcrumbsFor('/manager/v2/orders/claim/A%201')?.[2]?.label).toBe('Claim');
    expect(breadcrumbsFor('/manager/v2/orders/approval/A1')?.[2]?.label).toBe('Proof');
    expect(breadcrumbsFor('/manager/v2/orders/drafts')?.[2]?.label).toBe('Saved carts');
    expect(breadcrumbsFor('/manager/v2/billing/invoice/9')?.[1]).toEqual({
      label: 'Billing',
      to: '/manager/v2/billing',
    });
    expect(breadcrumbsFor('/manager/v2/settings/api/webhooks')?.[2]?.label).toBe('Webhooks');
  });

  it('none on section pages, outside the account, or on unknown pages', () => {
    for (const p of [
      '/manager/v2',
      '/manager/v2/orders',
      '/manager/v2/billing/invoices',
      '/order/v2',
      '/manager/v2/x/y',
    ])
      expect(breadcrumbsFor(p)).toBeNull();
  });
});
