/**
 * The WHERE clause of a filtered list: conditions written with `?` for their value, numbered ($2, $3 ...) as
 * they are added after the owner condition `$1`. Values never go into the SQL text.
 */
export function ownerFilters(ownerColumn: string, owner: unknown) {
  const where = [`${ownerColumn} = $1`];
  const args: unknown[] = [owner];
  return {
    args,
    /** Adds a condition; every `?` in it stands for `value`. */
    add(sql: string, value: unknown) {
      args.push(value);
      where.push(sql.replaceAll('?', `$${args.length}`));
    },
    /** True while only the owner condition is there (the unfiltered list). */
    get unfiltered() {
      return where.length === 1;
    },
    get sql() {
      return where.join(' AND ');
    },
  };
}
