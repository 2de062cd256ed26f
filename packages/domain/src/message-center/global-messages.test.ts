import { describe, expect, it } from 'vitest';
import { GLOBAL_MESSAGES } from './global-messages.ts';

describe('global messages', () => {
  it('O-8-01 cart sync failure', () => expect(GLOBAL_MESSAGES.cartSyncFailed).toBe('Failed to sync Cart'));
  it('O-8-02 cart fetch failure', () => expect(GLOBAL_MESSAGES.cartFetchFailed).toBe('Failed to get Cart'));
  it('O-8-03 cart creation failure', () =>
    expect(GLOBAL_MESSAGES.cartCreateFailed).toBe('Failed to create cart'));
  it('O-8-04 design not ready', () =>
    expect(GLOBAL_MESSAGES.designNotReady).toBe('Design not ready to add to cart'));
  it('O-8-05 design creation failure', () =>
    expect(GLOBAL_MESSAGES.designCreateFailed).toBe('Failed to create design'));
  it('O-8-06 printable creation failure', () =>
    expect(GLOBAL_MESSAGES.printableCreateFailed).toBe('Failed to create printable'));
});
