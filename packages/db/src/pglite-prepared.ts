import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** What a statement run gives back (the fields db.ts reads of PGlite's Results). */
export interface PreparedResult<T> {
  rows: T[];
  affectedRows?: number;
}

/**
 * At most this many statement texts stay prepared, the least recently run closed first: a text built with
 * values in it (a LIMIT written in) would otherwise keep a plan in PGlite's memory per value.
 */
const MAX_PREPARED = 256;

/** Statements whose result shape a plan keeps: only these are prepared (DDL, SET, LOCK ... are not). */
const DML = /^\s*(?:select|with|insert|update|delete)\b/i;

/** DDL may change a prepared statement's result shape: it drops every prepared statement. */
const DDL = /^\s*(?:create|alter|drop|comment|do)\b/i;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Runs parameterised DML on PGlite as named prepared statements: a statement text is parsed, analysed and
 * planned once per connection, after which a run is one Bind/Describe/Execute/Sync exchange with the WASM
 * module instead of PGlite.query's six (Parse, Describe, Bind, Describe, Execute, Sync), each of which also
 * parses and plans the text again. Same locks as PGlite.query (the transaction mutex outside a transaction, the
 * query mutex always), same parameter serialisers and result parsers, so rows and errors are the same.
 * `run` returns undefined for a statement it does not prepare: the caller runs it as before.
 * docs/decisions/local-read-cache.md (2026-11-30).
 */
export function preparedStatements(pgl: PGlite) {
  /** Statement text -> its prepared statement, least recently run first (Map order). */
  const prepared = new Map<string, { name: string; types: number[] }>();
  /** Close messages of evicted statements, sent with the next Parse. */
  let closing: Uint8Array[] = [];
  let serial = 0;

  /** Parse + Describe once; the parameter types decide how each value is serialised, as PGlite.query does. */
  async function prepare(text: string) {
    for (const [old, { name }] of prepared) {
      if (prepared.size < MAX_PREPARED) break;
      prepared.delete(old);
      closing.push(serialize.close({ type: 'S', name }));
    }
    const name = `platen_${++serial}`;
    const messages = [...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name })];
    closing = [];
    const r = await pgl.execProtocol(concat([...messages, serialize.sync()]), { syncToFs: false });
    const entry = { name, types: parse.parseDescribeStatementResults(r.messages) };
    prepared.set(text, entry);
    return entry;
  }

  /** The prepared statement of `text`, now the most recently run. */
  function hit(text: string) {
    const s = prepared.get(text);
    if (s) {
      prepared.delete(text);
      prepared.set(text, s);
    }
    return s;
  }

  async function execute<T>(text: string, params: unknown[], top: boolean): Promise<PreparedResult<T>> {
    const s = hit(text) ?? (await prepare(text));
    const values = params.map((p, i) => {
      if (p === null || p === undefined) return null;
      const toText = pgl.serializers[s.types[i] ?? 0];
      return toText ? toText(p) : String(p);
    });
    const r = await pgl.execProtocol(
      concat([
        serialize.bind({ statement: s.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: top },
    );
    return (parse.parseResults(r.messages, pgl.parsers)[0] ?? { rows: [] }) as unknown as PreparedResult<T>;
  }

  /** Adds what PGlite.query adds to a database error (the statement and its parameters). */
  const withQuery = (err: unknown, text: string, params: unknown[]) => {
    if (err && typeof err === 'object' && 'severity' in err) Object.assign(err, { query: text, params });
    return err;
  };

  return {
    /** Runs `text` prepared; `top`: outside a transaction (takes the transaction mutex too, as PGlite.query). */
    run<T>(text: string, params: unknown[], top: boolean): Promise<PreparedResult<T>> | undefined {
      if (!DML.test(text)) return undefined;
      const go = () =>
        pgl._runExclusiveQuery(() =>
          execute<T>(text, params, top).catch((err: unknown) => {
            throw withQuery(err, text, params);
          }),
        );
      return top ? pgl._runExclusiveTransaction(go) : go();
    },
    /** After a statement ran unprepared: DDL drops every prepared statement (a plan's result shape may change). */
    async afterUnprepared(text: string, inTransaction: { query: PGlite['query'] }) {
      if (!DDL.test(text) || prepared.size === 0) return;
      prepared.clear();
      closing = [];
      await inTransaction.query('DEALLOCATE ALL');
    },
  };
}
