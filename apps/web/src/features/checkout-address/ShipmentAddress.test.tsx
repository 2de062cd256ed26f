import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store.ts';
import { ALREADY_IN_BOOK, ShipmentAddress, VALIDATION_UNREACHABLE } from './ShipmentAddress.tsx';

/** The store the data layer needs (a fresh one per render). */
const withStore = ({ children }: { children: ReactNode }) => (
  <Provider store={createStore({ user: null, configuration: null } as never)}>{children}</Provider>
);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function setup() {
  const onSet = vi.fn();
  render(
    <ShipmentAddress
      index={0}
      shipment={{ id: 's1', address: null, items: [] }}
      book={[]}
      onSet={onSet}
      onSaveToBook={async () => {}}
    />,
    { wrapper: withStore },
  );
  fillAddress('500 Howard St');
  return onSet;
}

/** Types Ann's address into the form, on the given street. */
function fillAddress(street: string) {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Name', 'Ann Buyer');
  fill('Address line 1', street);
  fill('City', 'San Fransisco');
  fill('State', 'CA');
  fill('Zip', '94105');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('shipment address', () => {
  it('O-5-29 / O-5-33 local rules first: messages on their fields, nothing sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ShipmentAddress
        index={0}
        shipment={{ id: 's1', address: null, items: [] }}
        book={[]}
        onSet={vi.fn()}
        onSaveToBook={async () => {}}
      />,
      { wrapper: withStore },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    const name = screen.getByLabelText('Name');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Name must be provided.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('O-5-68 a suggestion can be refused: the typed address is kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ address: { city: 'San Francisco' } })),
    );
    const onSet = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep my address' })));
    expect(onSet).toHaveBeenCalledWith(expect.objectContaining({ city: 'San Fransisco', country: 'US' }));
  });

  it('O-5-68 a suggestion can be accepted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ address: { city: 'San Francisco' } })),
    );
    const onSet = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use suggested address' })));
    expect(onSet).toHaveBeenCalledWith(expect.objectContaining({ city: 'San Francisco', name: 'Ann Buyer' }));
  });

  it('O-8-28 an unreachable validator keeps the address as typed and says it was not checked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const onSet = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(onSet).toHaveBeenCalledWith(expect.objectContaining({ city: 'San Fransisco' }));
    expect(screen.getByRole('status').textContent).toBe(VALIDATION_UNREACHABLE);
  });

  it('#12.1 after a "zip does not match" warning, "Use this address anyway" saves the corrected fields', async () => {
    const fetchMock = vi.fn(async () =>
      json({ issues: [{ type: 'zip', message: 'The zip code does not match the address.' }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSet = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(screen.getByText('The zip code does not match the address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zip'), { target: { value: '94103' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'San Francisco' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address anyway' })));
    expect(onSet).toHaveBeenCalledTimes(1);
    expect(onSet).toHaveBeenCalledWith(expect.objectContaining({ zip: '94103', city: 'San Francisco' }));
  });

  it('#12.1 "Keep my address" after a suggestion keeps what is in the fields, and an edit retracts the suggestion', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ address: { city: 'San Francisco' } })),
    );
    const onSet = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '501 Howard St' } });
    expect(screen.queryByText('Did you mean:')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Keep my address' })));
    expect(onSet).toHaveBeenCalledWith(expect.objectContaining({ address1: '501 Howard St' }));
  });

  it('#12.1 O-5-65 a short US zip is never padded silently: an error with the padded zip to accept', async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
    const onSet = setup();
    fireEvent.change(screen.getByLabelText('Zip'), { target: { value: '2134' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSet).not.toHaveBeenCalled();
    const zip = screen.getByLabelText('Zip');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /5 digits.*Did you mean 02134\?/,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use zip 02134' })));
    expect((screen.getByLabelText('Zip') as HTMLInputElement).value).toBe('02134');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(sent.body)).zip).toBe('02134');
    expect(onSet).toHaveBeenCalledWith(expect.objectContaining({ zip: '02134' }));
  });

  it('#12.1 O-8-28 an unreachable validator never pads a short zip either', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const onSet = setup();
    fireEvent.change(screen.getByLabelText('Zip'), { target: { value: '601' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(onSet).not.toHaveBeenCalled();
  });

  it('O-5-71 saving an address equal to a saved entry (ignoring the name) says it is already there and sends no save', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    const onSaveToBook = vi.fn(async () => {});
    const saved = {
      id: 'b1',
      address: {
        name: 'Warehouse',
        address1: '500 HOWARD ST',
        city: 'San Fransisco',
        state: 'CA',
        zip: '94105',
        country: 'US',
      },
    };
    const renderWith = () =>
      render(
        <ShipmentAddress
          index={0}
          shipment={{ id: 's1', address: null, items: [] }}
          book={[saved] as never}
          onSet={vi.fn()}
          onSaveToBook={onSaveToBook}
        />,
        { wrapper: withStore },
      );
    renderWith();
    fillAddress('500 Howard St');
    fireEvent.click(screen.getByLabelText('Save to my address book'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(screen.getByText(ALREADY_IN_BOOK)).toBeTruthy();
    expect(onSaveToBook).not.toHaveBeenCalled();

    // A different street is new: it is saved, and the page says so.
    cleanup();
    renderWith();
    fillAddress('2 Oak St');
    fireEvent.click(screen.getByLabelText('Save to my address book'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this address' })));
    expect(onSaveToBook).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Saved to your address book.')).toBeTruthy();
  });
});
