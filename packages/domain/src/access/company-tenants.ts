/**
 * R-6-23: company tenants, verbatim. "{product}" stands for the product's own brand, whose name the spec
 * withholds; `companyTenants(productSlug)` fills it in.
 */
export const COMPANY_TENANTS = [
  'fuel-pod',
  'inkpop',
  '{product}',
  'teechip',
  'plutocase',
  'sl-wholesale',
  'sl-retail',
  'fanmall',
  'photos',
] as const;
export type CompanyTenantPattern = (typeof COMPANY_TENANTS)[number];

/** The placeholder for the product's own tenant. */
export const PRODUCT_TENANT_PLACEHOLDER = '{product}';

/** Tenant list with the product's own tenant filled in (lower-case slug). */
export const companyTenants = (productSlug: string): string[] =>
  COMPANY_TENANTS.map((t) => (t === PRODUCT_TENANT_PLACEHOLDER ? productSlug.trim().toLowerCase() : t));

/** True when `tenant` is a known company tenant for this product. */
export const isCompanyTenant = (tenant: string, productSlug: string): boolean =>
  companyTenants(productSlug).includes(tenant.trim().toLowerCase());
