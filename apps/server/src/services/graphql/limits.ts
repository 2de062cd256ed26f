import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Deepest nesting of fields a query may have. Introspection counts too: the standard introspection query
 * (GraphiQL's) is 15; the deepest data query of the schema is 5.
 */
export const MAX_DEPTH = 20;
/** Most objects a query may ask for, by the estimate below (docs/decisions/graphql-api.md). */
export const MAX_COST = 10_000;
/** The largest `limit` a paged field takes (REST's 1..200); a `limit` given as a variable counts as this. */
const MAX_LIMIT = 200;

/** How many objects a list field is assumed to hold when it has no `limit` argument. */
const LIST_SIZE: Record<string, number> = {
  items: 10,
  events: 20,
  shipments: 2,
  parcels: 2,
  colors: 10,
  lines: 10,
  categories: 50,
  products: 50,
  designs: 100,
};
/** Fields that cost SQL of their own per object (not batched): counted as this many objects. */
const FIELD_WEIGHT: Record<string, number> = { money: 10 };

type Fragments = Map<string, FragmentDefinitionNode>;

/** The page size a field asks for: its literal `limit`, the largest one for a variable, else its list size. */
function multiplier(field: FieldNode): number {
  const arg = field.arguments?.find((a) => a.name.value === 'limit');
  if (arg?.value.kind === Kind.INT) return Math.min(Math.max(Number(arg.value.value), 1), MAX_LIMIT);
  if (arg) return MAX_LIMIT;
  return LIST_SIZE[field.name.value] ?? 1;
}

/** Every field of a selection set, through inline fragments and fragment spreads (each spread once per path). */
function fieldsOf(set: SelectionSetNode, fragments: Fragments, seen: Set<string>): FieldNode[] {
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s];
    if (s.kind === Kind.INLINE_FRAGMENT) return fieldsOf(s.selectionSet, fragments, seen);
    const f = fragments.get(s.name.value);
    if (!f || seen.has(f.name.value)) return [];
    return fieldsOf(f.selectionSet, fragments, new Set([...seen, f.name.value]));
  });
}

/** The depth (fields nested) and cost (objects asked for) of one selection set. */
export function measure(set: SelectionSetNode, fragments: Fragments): { depth: number; cost: number } {
  let depth = 0;
  let cost = 0;
  for (const field of fieldsOf(set, fragments, new Set())) {
    if (!field.selectionSet) {
      depth = Math.max(depth, 1);
      continue;
    }
    const inner = measure(field.selectionSet, fragments);
    depth = Math.max(depth, inner.depth + 1);
    // Each object of a list (or page) counts, with everything it asks for.
    cost += multiplier(field) * ((FIELD_WEIGHT[field.name.value] ?? 1) + inner.cost);
  }
  return { depth, cost };
}

/** The refusal of a query past a limit: a validation error with REST's `bad_request` code. */
const refusal = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'bad_request', statusCode: 400 } });

/** A validation rule: each operation within MAX_DEPTH and MAX_COST, else a clear error and nothing runs. */
export const queryLimits: ValidationRule = (context: ValidationContext) => {
  const fragments: Fragments = new Map();
  for (const d of context.getDocument().definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return {
    OperationDefinition(op) {
      const { depth, cost } = measure(op.selectionSet, fragments);
      if (depth > MAX_DEPTH)
        context.reportError(
          refusal(`The query is too deep: ${depth} levels of fields, the limit is ${MAX_DEPTH}.`),
        );
      if (cost > MAX_COST)
        context.reportError(
          refusal(
            `The query is too costly: it may ask for about ${cost} objects, the limit is ${MAX_COST}. ` +
              'Ask for a smaller page (limit) or fewer nested lists, and page through the rest.',
          ),
        );
    },
  };
};
