/** O-8-01..06: the global messages, verbatim (capitalisation as in the spec). */
export const GLOBAL_MESSAGES = {
  /** O-8-01 */
  cartSyncFailed: 'Failed to sync Cart',
  /** O-8-02 */
  cartFetchFailed: 'Failed to get Cart',
  /** O-8-03 */
  cartCreateFailed: 'Failed to create cart',
  /** O-8-04 */
  designNotReady: 'Design not ready to add to cart',
  /** O-8-05 */
  designCreateFailed: 'Failed to create design',
  /** O-8-06 */
  printableCreateFailed: 'Failed to create printable',
} as const;
export type GlobalMessageKey = keyof typeof GLOBAL_MESSAGES;
