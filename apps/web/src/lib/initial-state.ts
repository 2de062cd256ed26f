import { type InitialState, InitialStateSchema } from '@platen/contracts';

/** Reads the state the server embedded in the page (O-1-09); a page without it starts signed out. */
export function readInitialState(doc: Document = document): InitialState {
  const el = doc.getElementById('initial-state');
  const fallback: InitialState = {
    user: null,
    configuration: {
      version: 'dev',
      environment: 'development',
      services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
    },
  };
  if (!el?.textContent) return fallback;
  const parsed = InitialStateSchema.safeParse(JSON.parse(el.textContent));
  return parsed.success ? parsed.data : fallback;
}
