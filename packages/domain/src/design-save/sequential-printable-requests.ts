/** Outcome of sending one printable request per extra colour. */
export type SequentialPrintableOutcome<C, R> =
  | { ok: true; results: R[] }
  /** Stopped at `failedColour`: `results` holds the answers of the colours before it; later ones were not sent. */
  | { ok: false; results: R[]; failedColour: C; failedIndex: number; error: unknown };

/**
 * O-7-18: sends the printable requests (POST print v3 printable) one at a time, one per extra colour, in the
 * order given: each starts only after the previous one answered, and the first failure stops the rest (a
 * printable half-saved across colours is then visible to the user instead of N parallel failures).
 * Duplicate colours are sent once.
 */
export async function sequentialPrintableRequests<C, R>(
  colours: readonly C[],
  post: (colour: C, index: number) => Promise<R>,
): Promise<SequentialPrintableOutcome<C, R>> {
  const results: R[] = [];
  const unique = [...new Set(colours)];
  for (let i = 0; i < unique.length; i++) {
    const colour = unique[i]!;
    try {
      results.push(await post(colour, i));
    } catch (error) {
      return { ok: false, results, failedColour: colour, failedIndex: i, error };
    }
  }
  return { ok: true, results };
}
