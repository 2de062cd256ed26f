import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelList } from './ParcelList.tsx';

afterEach(cleanup);

const parcel = {
  carrier: 'UPS',
  service: 'ups-ground',
  tracking: '1Z999AA10123456784',
  url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  labelUrl: '/api/v3/orders/o1/parcels/p1/label',
  status: 'in-transit',
  statusAt: '2026-11-24T10:00:00.000Z',
  box: 'Box 3',
  parcelNo: 1,
};

describe('ParcelList (#18 the customer follows each parcel)', () => {
  it('shows each parcel with carrier, service, tracking number, tracking link and status', () => {
    render(
      <ParcelList
        shipmentNo={1}
        parcels={[parcel, { ...parcel, parcelNo: 2, tracking: '1Z999AA10123456795', url: null }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Parcels of shipment 1' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.textContent).toContain('Parcel 1: UPS');
    expect(list.textContent).toContain('1Z999AA10123456784');
    expect(list.textContent).toContain('In transit');
    const link = screen.getByRole('link', { name: 'Track parcel 1Z999AA10123456784 with UPS' });
    expect(link.getAttribute('href')).toBe(parcel.url);
    // A carrier without a public tracking page: the number, no link.
    expect(list.textContent).toContain('1Z999AA10123456795');
    expect(screen.queryByRole('link', { name: /1Z999AA10123456795/ })).toBeNull();
  });

  it('says a shipment without parcels is not shipped yet', () => {
    render(<ParcelList shipmentNo={2} parcels={[]} />);
    expect(screen.getByText('Not shipped yet.')).toBeTruthy();
  });
});
