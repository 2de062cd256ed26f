import { describe, expect, it } from 'vitest';
import { artworkActions, deleteRefusedMessage } from './artwork-actions.ts';
import { artworkRightsStatement, licensorOf, rightsOwner } from './artwork-rights.ts';

describe('artwork actions and rights', () => {
  it('delete is refused with the one message while open orders use the artwork; raster images do not convert', () => {
    const a = artworkActions({ format: 'png', openOrders: ['ord_1'], rightsDeclared: false });
    expect(a.find((x) => x.action === 'delete')).toEqual({
      action: 'delete',
      allowed: false,
      reason: deleteRefusedMessage(['ord_1']),
    });
    expect(deleteRefusedMessage(['ord_1'])).toContain('open order ord_1');
    expect(a.find((x) => x.action === 'convert')?.allowed).toBe(false);
    expect(a.find((x) => x.action === 'declare-rights')?.allowed).toBe(true);
    const pdf = artworkActions({ format: 'pdf', openOrders: [], rightsDeclared: true });
    expect(pdf.filter((x) => x.allowed).map((x) => x.action)).toEqual([
      'design',
      'rename',
      'delete',
      'convert',
    ]);
  });
  it('the rights statement names the licensor, or the customer as owner', () => {
    expect(artworkRightsStatement(null)).toContain('I own this artwork');
    expect(artworkRightsStatement('Acme')).toContain('licence from Acme');
    expect(licensorOf(rightsOwner(null))).toBeNull();
    expect(licensorOf(rightsOwner(' Acme '))).toBe('Acme');
  });
});
