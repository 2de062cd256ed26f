/** R-5-27: supported WooCommerce versions 2.2.x to 2.5.x (any patch of those minors). */
export const SUPPORTED_WOOCOMMERCE_VERSIONS = ['2.2.x', '2.3.x', '2.4.x', '2.5.x'] as const;
const MAJOR = 2;
const MIN_MINOR = 2;
const MAX_MINOR = 5;

/** True when a WooCommerce version string ("2.4.13", "2.5", "v2.3.0-beta") is in the supported range. */
export function isSupportedWooCommerceVersion(version: string | null | undefined): boolean {
  const m = /^\s*v?(\d+)\.(\d+)(?:\.\d+)?/.exec(version ?? '');
  if (!m) return false;
  const major = Number(m[1]);
  const minor = Number(m[2]);
  return major === MAJOR && minor >= MIN_MINOR && minor <= MAX_MINOR;
}
