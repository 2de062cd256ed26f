import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

afterEach(cleanup);

describe('Tabs', () => {
  it('shows the selected tab panel; arrows, Home and End select and focus (skipping disabled); one tab stop', () => {
    const onSelect = vi.fn();
    render(
      <Tabs
        label="Order"
        onSelect={onSelect}
        tabs={[
          { id: 'items', label: 'Items', panel: <p>Item list</p> },
          { id: 'ship', label: 'Shipments', panel: <p>Parcels</p> },
          { id: 'old', label: 'Archive', panel: <p>Old</p>, disabled: true },
          { id: 'log', label: 'Timeline', panel: <p>Events</p> },
        ]}
      />,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Order' })).toBeTruthy();
    expect(tab('Items').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Items' }).textContent).toBe('Item list');
    expect(tab('Shipments').tabIndex).toBe(-1);
    tab('Items').focus();
    fireEvent.keyDown(tab('Items'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Shipments'));
    expect(screen.getByRole('tabpanel', { name: 'Shipments' }).textContent).toBe('Parcels');
    fireEvent.keyDown(tab('Shipments'), { key: 'ArrowRight' });
    expect(tab('Timeline').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Timeline'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Items'));
    fireEvent.keyDown(tab('Items'), { key: 'ArrowLeft' });
    expect(tab('Timeline').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Timeline'), { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith('log');
    fireEvent.click(tab('Shipments'));
    expect(onSelect).toHaveBeenLastCalledWith('ship');
  });
});
