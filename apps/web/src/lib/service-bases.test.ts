import { SERVICE_BASES as CONTRACT } from '@platen/contracts';
import { describe, expect, it } from 'vitest';
import { SERVICE_BASES } from './service-bases.ts';

describe('service bases', () => {
  it('O-7-06 are the contracts values', () => {
    expect(SERVICE_BASES).toEqual(CONTRACT);
  });
});
