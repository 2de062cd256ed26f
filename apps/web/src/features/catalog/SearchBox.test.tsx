import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('catalogue search box', () => {
  it('O-2-52 reports the query once, 300 ms after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox initial="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box.getAttribute('placeholder')).toBe('SKU, brand, keyword');
    fireEvent.change(box, { target: { value: 'gil' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'gildan' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('gildan');
  });

  it('drops a pending search when the user went to another page before it fired (a product chosen)', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox initial="" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'gildan' },
    });
    const before = window.location.href;
    window.history.pushState(null, '', '/order/v2/cart/c/printable/new?productIdentifier=gildan-5000');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
    window.history.pushState(null, '', before);
  });
});
