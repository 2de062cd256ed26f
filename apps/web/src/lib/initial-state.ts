import type { InitialState } from '@platen/contracts';

const ENVIRONMENTS = ['development', 'production', 'test'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isString = (v: unknown): v is string => typeof v === 'string';
/** R-7-28 (the contract's CARD_PAYMENT_API_VERSION literal; the type below keeps the two equal). */
const CARD_API_VERSION: NonNullable<InitialState['configuration']['cardPayment']>['apiVersion'] =
  '2019-02-11';

/**
 * The shape check of packages/contracts InitialStateSchema, by hand so the entry chunk carries no zod
 * (initial-state.test.ts holds both to the same answers).
 */
export function isInitialState(v: unknown): v is InitialState {
  if (!isObject(v) || !isObject(v.configuration)) return false;
  const c = v.configuration;
  const s = c.services;
  const configOk =
    isString(c.version) &&
    ENVIRONMENTS.includes(c.environment as string) &&
    isObject(s) &&
    ['order2', 'print', 'manager2', 'auth'].every((k) => isString(s[k]));
  const p = c.uploadPolicy;
  const isCount = (n: unknown) => Number.isInteger(n) && (n as number) > 0;
  const uploadOk =
    p === undefined ||
    (isObject(p) &&
      isCount(p.maxBytes) &&
      isCount(p.maxPixels) &&
      Array.isArray(p.formats) &&
      p.formats.every(isString));
  const k = c.cardPayment;
  const cardOk =
    k === undefined ||
    (isObject(k) &&
      (k.publicKey === null || isString(k.publicKey)) &&
      k.apiVersion === CARD_API_VERSION &&
      (k.scriptUrl === undefined || isString(k.scriptUrl)));
  const u = v.user;
  const userOk =
    u === null ||
    (isObject(u) &&
      isString(u.id) &&
      isString(u.email) &&
      isString(u.name) &&
      (u.company === null || isString(u.company)));
  return configOk && uploadOk && cardOk && userOk;
}

/** Reads the state the server embedded in the page (O-1-09); a page without it starts signed out. */
export function readInitialState(doc: Document = document): InitialState {
  const el = doc.getElementById('initial-state');
  const fallback: InitialState = {
    user: null,
    configuration: {
      version: 'dev',
      environment: 'development',
      services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
      // No upload policy without the server's page: the upload call's own 413/415 answers still apply.
      cardPayment: { publicKey: null, apiVersion: CARD_API_VERSION },
    },
  };
  if (!el?.textContent) return fallback;
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    return isInitialState(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}
