import { describe, expect, it } from 'vitest';
import { isPoBox, isPoBoxLine } from './po-box.ts';

const boxes = [
  'PO Box 123',
  'P.O. Box 123',
  'p.o.box 9',
  'P O BOX 55',
  'POBox 12',
  'PO Bx 4',
  'POB 77',
  'P.O.B. 77',
  'Post Office Box 12',
  'Postal Box 3',
  'PO Box #12',
  'P. O. Box 1234',
];
const streets = [
  'Boxwood St',
  '12 Box Elder Rd',
  'Polk Box Rd',
  'APO AE 09012',
  'PSC 1234',
  '1 Post Rd',
  'Pobrecito Ln',
  '',
];

describe('PO box detection', () => {
  it('recognises realistic PO box spellings and not street names', () => {
    for (const line of boxes) expect(isPoBoxLine(line), line).toBe(true);
    for (const line of streets) expect(isPoBoxLine(line), line).toBe(false);
  });

  it('O-5-66 PO box detected in address line 1', () => {
    expect(isPoBox({ address1: 'P.O. Box 123', address2: '' })).toBe(true);
    expect(isPoBox({ address1: '12 Boxwood St', address2: '' })).toBe(false);
  });

  it('O-5-67 PO box detected in address line 2', () => {
    expect(isPoBox({ address1: 'Acme Corp', address2: 'Post Office Box 9' })).toBe(true);
    expect(isPoBox({ address1: 'Acme Corp', address2: 'Suite 4' })).toBe(false);
    expect(isPoBox(null)).toBe(false);
  });
});
