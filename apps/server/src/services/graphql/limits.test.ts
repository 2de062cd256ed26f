import { getIntrospectionQuery, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MAX_COST, MAX_DEPTH, measure } from './limits.ts';

/** Depth and cost of a query's first operation. */
function of(query: string) {
  const doc = parse(query);
  const fragments = new Map(
    doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  return measure(op.selectionSet, fragments);
}

const PAGE = (limit: number) =>
  `{ orders(limit: ${limit}) { totalCount nodes { id items { status } events { name } shipments { shippingMethod } } } }`;

describe('GraphQL query limits', () => {
  it('the 100-order page with items, events and shipments is well within the cost limit; 200 orders too', () => {
    expect(of(PAGE(100))).toEqual({ depth: 4, cost: 3400 });
    expect(of(PAGE(200)).cost).toBeLessThanOrEqual(MAX_COST);
  });

  it('aliases and a variable limit count: eight 200-order pages are over the limit', () => {
    const eight = Array.from(
      { length: 8 },
      (_, i) => `o${i}: orders(limit: 200) { nodes { id events { name } } }`,
    );
    expect(of(`{ ${eight.join(' ')} }`).cost).toBeGreaterThan(MAX_COST);
    expect(of('query($l: Int) { orders(limit: $l) { nodes { id } } }').cost).toBe(
      of(PAGE(200).replace(/items.*shipments \{ shippingMethod \} /, '')).cost,
    );
  });

  it("fragments count where they are spread; GraphiQL's introspection query is within the depth limit", () => {
    expect(of('{ orders { ...F } } fragment F on OrderPage { nodes { id } }')).toEqual(
      of('{ orders { nodes { id } } }'),
    );
    expect(of(getIntrospectionQuery()).depth).toBeLessThanOrEqual(MAX_DEPTH);
  });
});
