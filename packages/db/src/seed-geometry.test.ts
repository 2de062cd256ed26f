import { caseGeometry, mugGeometry } from '@platen/domain/mockup/product-geometry';
import { describe, expect, it } from 'vitest';
import { type CatalogProductDoc, readSeed } from './catalog-repository.ts';

const { products } = readSeed<{ products: CatalogProductDoc[] }>('catalog.json');

describe('#12.11 catalogue seed: mug and case print areas are the domain geometry (on the product body)', () => {
  it.each(
    products.filter((p) => p.type === 'Mug' || p.type === 'Case').map((p) => [p.identifier, p] as const),
  )('#12.11 R-9-85 / R-9-86 %s print area box equals its geometry', (_id, p) => {
    const g = p.type === 'Mug' ? mugGeometry('11oz') : caseGeometry();
    const { x, y, width, height } = g.printArea;
    expect(p.printAreas.front?.box).toEqual({ x, y, width, height });
  });
});
