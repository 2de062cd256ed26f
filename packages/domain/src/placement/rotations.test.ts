import { describe, expect, it } from 'vitest';
import { ROTATIONS } from './rotations.ts';

describe('rotations', () => {
  it('R-3-83 rotation left -90', () => expect(ROTATIONS.left).toBe(-90));
  it('R-3-84 rotation right 90', () => expect(ROTATIONS.right).toBe(90));
});
