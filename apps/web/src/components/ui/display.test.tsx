import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Badge, StatusPill } from './Badge.tsx';
import { Card } from './Card.tsx';
import { DataTable } from './DataTable.tsx';
import { EmptyState } from './EmptyState.tsx';
import { OrderHead } from './OrderHead.tsx';
import { formatPrice, Price } from './Price.tsx';
import { Skeleton } from './Skeleton.tsx';
import { StatGrid, StatTile } from './StatTile.tsx';
import { Stepper } from './Stepper.tsx';
import { ToastProvider, useToast } from './Toast.tsx';
import { Tooltip } from './Tooltip.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Toaster({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ text: 'Saved.', tone: 'success', duration })}>
      Save
    </button>
  );
}

describe('Toast', () => {
  it('announces in a polite status region, goes by itself, pauses while hovered, dismisses by its button', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Toaster duration={1000} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.textContent).toContain('Saved.');
    act(() => vi.advanceTimersByTime(1100));
    expect(region.textContent).not.toContain('Saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.mouseEnter(region.firstElementChild!);
    act(() => vi.advanceTimersByTime(5000));
    expect(region.textContent).toContain('Saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region.textContent).not.toContain('Saved.');
  });

  it('useToast outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Toaster />)).toThrow(/ToastProvider/);
  });
});

describe('Tooltip', () => {
  it('describes its trigger; shows on hover and focus, hides on blur and Escape', () => {
    render(
      <Tooltip content="Ships in 3 days">
        <button type="button">Standard</button>
      </Tooltip>,
    );
    const b = screen.getByRole('button', { name: 'Standard' });
    const tip = document.getElementById(b.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.hidden).toBe(true);
    fireEvent.focus(b);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(b, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    fireEvent.focus(b);
    fireEvent.blur(b);
    expect(tip.hidden).toBe(true);
  });
});

describe('display components', () => {
  it('Card is a section named by its title', () => {
    render(<Card title="Billing address">Ann</Card>);
    expect(screen.getByRole('region', { name: 'Billing address' }).textContent).toContain('Ann');
  });

  it('Badge and StatusPill carry their tone and text', () => {
    render(
      <>
        <Badge tone="brand">New</Badge>
        <StatusPill tone="danger">Late</StatusPill>
      </>,
    );
    expect(screen.getByText('New').className).toContain('ui-badge--brand');
    expect(screen.getByText('Late').className).toContain('ui-badge--danger');
  });

  it('Stepper marks the current step and says which are done', () => {
    render(
      <Stepper
        label="Checkout progress"
        current="ship"
        steps={[
          { id: 'cart', label: 'Cart' },
          { id: 'ship', label: 'Shipping' },
          { id: 'pay', label: 'Review' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Cart (done)', '2Shipping', '3Review']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('Price: cents in, the locale out; the cents kept as the value', () => {
    render(<Price cents={123456} />);
    expect(screen.getByText('$1,234.56').getAttribute('value')).toBe('123456');
    expect(formatPrice(-5)).toBe('-$0.05');
    expect(formatPrice(123456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/);
    render(<Price cents={999} was />);
    expect(screen.getByText('$9.99', { exact: false }).textContent).toBe('was $9.99');
  });

  it('EmptyState, Skeleton and a loading StatTile', () => {
    render(
      <>
        <EmptyState title="No orders yet" action={<a href="/order/v2">Start an order</a>}>
          Orders you place show here.
        </EmptyState>
        <Skeleton label="Loading orders" />
        <StatGrid label="Today">
          <StatTile label="Open units" value={12} tone="danger" />
          <StatTile label="Late" value={0} loading />
        </StatGrid>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading orders');
    expect(screen.getByText('Open units').nextElementSibling!.textContent).toBe('12');
    expect(screen.getByText('Late').nextElementSibling!.getAttribute('aria-busy')).toBe('true');
  });

  it('DataTable: loading rows, an error alert, the empty sentence, then rows', () => {
    const cols = [{ header: 'Order', cell: (r: { id: string }) => r.id, rowHeader: true }];
    const { rerender } = render(
      <DataTable caption="Orders" columns={cols} rows={[]} rowKey={(r) => r.id} loading empty="None." />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    rerender(
      <DataTable caption="Orders" columns={cols} rows={[]} rowKey={(r) => r.id} error="Not loaded." />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Not loaded.');
    rerender(<DataTable caption="Orders" columns={cols} rows={[]} rowKey={(r) => r.id} empty="None." />);
    expect(screen.getByText('None.')).toBeTruthy();
    rerender(<DataTable caption="Orders" columns={cols} rows={[{ id: 'A1' }]} rowKey={(r) => r.id} framed />);
    expect(screen.getByRole('rowheader', { name: 'A1' })).toBeTruthy();
    expect(screen.getByRole('table').className).toBe('ui-table');
  });
});

describe('OrderHead', () => {
  it('an h1 named by its id with the status pill beside it; facts and children under it only when given', () => {
    const { container, rerender } = render(
      <section aria-labelledby="t">
        <OrderHead
          titleId="t"
          title="Order #12"
          tone="warning"
          status="On hold"
          facts={<span>Due Dec 1</span>}
        >
          <p>Order id for support: o1</p>
        </OrderHead>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Order #12' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #12' }).id).toBe('t');
    const pill = screen.getByText('On hold').closest('.ui-pill');
    expect(pill?.className).toContain('ui-badge--warning');
    expect(screen.getByText('Due Dec 1').parentElement?.className).toBe('ui-order-head-facts');
    expect(screen.getByText('Order id for support: o1')).toBeTruthy();
    rerender(<OrderHead titleId="t" title="Order #12" tone="success" status="Shipped" />);
    expect(container.querySelector('.ui-order-head-facts')).toBeNull();
  });
});
