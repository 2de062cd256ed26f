import { MANAGER_HOME } from './header-rules.ts';

export interface Crumb {
  label: string;
  /** Null for the current page (the last crumb). */
  to: string | null;
}

const SECTIONS: Record<string, { label: string; to: string }> = {
  orders: { label: 'Orders', to: `${MANAGER_HOME}/orders` },
  billing: { label: 'Billing', to: `${MANAGER_HOME}/billing` },
  settings: { label: 'Settings', to: `${MANAGER_HOME}/settings` },
  designs: { label: 'Designs and artwork', to: `${MANAGER_HOME}/designs/artworks` },
};

/** The last crumb's label for a page below a section, by its path after the section. */
const PAGES: ReadonlyArray<[RegExp, string]> = [
  [/^orders\/drafts$/, 'Saved carts'],
  // Ids are long (UUIDs): the page's own heading names which order or invoice.
  [/^orders\/approval\/[^/]+$/, 'Proof'],
  [/^orders\/claim\/[^/]+$/, 'Claim'],
  [/^orders\/[^/]+$/, 'Order'],
  [/^billing\/invoice\/[^/]+$/, 'Invoice'],
  [/^settings\/api\/webhooks$/, 'Webhooks'],
  [/^settings\/account\/confirm-email$/, 'Confirm e-mail'],
];

/**
 * Breadcrumbs for the account pages a level below a section (an order, an invoice, webhooks): Account, the
 * section, then the page. Null where the header and the page's own tabs already say where one is.
 */
export function breadcrumbsFor(pathname: string): Crumb[] | null {
  if (!pathname.startsWith(`${MANAGER_HOME}/`)) return null;
  const rest = pathname.slice(MANAGER_HOME.length + 1).replace(/\/$/, '');
  const section = SECTIONS[rest.split('/')[0] ?? ''];
  if (!section) return null;
  for (const [re, label] of PAGES) {
    if (re.test(rest))
      return [
        { label: 'Account', to: MANAGER_HOME },
        { label: section.label, to: section.to },
        { label, to: null },
      ];
  }
  return null;
}
