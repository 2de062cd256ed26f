import { QUANTITY_MESSAGES } from '@platen/domain/cart/quantity-limits';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput.tsx';

afterEach(cleanup);

describe('#12.6 quantity field', () => {
  it('#12.6 99,999,999 is refused where it is typed: message on the field, nothing handed on', () => {
    const onChange = vi.fn();
    render(<QuantityInput label="Size M" value={10} onChange={onChange} />);
    const input = screen.getByLabelText('Size M') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '99999999' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('99999999');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      QUANTITY_MESSAGES.tooMany,
    );
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(screen.getByRole('alert').textContent).toBe(QUANTITY_MESSAGES.notWhole);
    fireEvent.change(input, { target: { value: '24' } });
    expect(onChange).toHaveBeenCalledWith(24);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
