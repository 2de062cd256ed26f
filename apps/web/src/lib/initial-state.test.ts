import { InitialStateSchema } from '@platen/contracts';
import { describe, expect, it } from 'vitest';
import { isInitialState, readInitialState } from './initial-state.ts';

const good = {
  user: { id: 'u1', email: 'a@b.c', name: 'Ann', company: null },
  configuration: {
    version: '1',
    environment: 'production',
    services: { order2: '/api/order2', print: '/api/print', manager2: '/api/manager2', auth: '/auth' },
  },
};

describe('initial state', () => {
  it('O-1-09 accepts exactly what the contract schema accepts', () => {
    const cases: unknown[] = [
      good,
      { ...good, user: null },
      { ...good, user: { ...good.user, company: 'Acme' } },
      { ...good, user: { ...good.user, id: 1 } },
      { ...good, configuration: { ...good.configuration, environment: 'staging' } },
      { ...good, configuration: { ...good.configuration, services: { order2: '/x' } } },
      {
        ...good,
        configuration: {
          ...good.configuration,
          uploadPolicy: { maxBytes: 10, maxPixels: 10, formats: ['png'] },
          cardPayment: { publicKey: 'pk_test_1', apiVersion: '2019-02-11' },
        },
      },
      {
        ...good,
        configuration: { ...good.configuration, cardPayment: { publicKey: null, apiVersion: '2019-02-11' } },
      },
      {
        ...good,
        configuration: { ...good.configuration, cardPayment: { publicKey: null, apiVersion: '2020-08-27' } },
      },
      { ...good, configuration: { ...good.configuration, cardPayment: { apiVersion: '2019-02-11' } } },
      {
        ...good,
        configuration: { ...good.configuration, uploadPolicy: { maxBytes: '10', maxPixels: 1, formats: [] } },
      },
      {
        ...good,
        configuration: { ...good.configuration, uploadPolicy: { maxBytes: 1, maxPixels: 1, formats: [1] } },
      },
      { ...good, configuration: { ...good.configuration, uploadPolicy: null } },
      { user: null },
      null,
      'text',
    ];
    for (const c of cases) expect(isInitialState(c)).toBe(InitialStateSchema.safeParse(c).success);
  });
  it('O-1-09 builds from the embedded state; a missing or broken one starts signed out', () => {
    document.body.innerHTML = `<script type="application/json" id="initial-state">${JSON.stringify(good)}</script>`;
    expect(readInitialState().user?.name).toBe('Ann');
    document.body.innerHTML = '<script type="application/json" id="initial-state">{oops</script>';
    expect(readInitialState().user).toBeNull();
  });
  it('R-7-28 the fallback carries the card-payment API version 2019-02-11 and no key', () => {
    document.body.innerHTML = '';
    expect(readInitialState().configuration.cardPayment).toEqual({
      publicKey: null,
      apiVersion: '2019-02-11',
    });
    expect(InitialStateSchema.safeParse(readInitialState()).success).toBe(true);
  });
});
