import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './Button.tsx';
import { IconButton } from './IconButton.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('renders each variant as a type="button" with its class, and runs its click', () => {
    const onClick = vi.fn();
    for (const v of ['primary', 'secondary', 'quiet', 'destructive'] as const) {
      render(
        <Button variant={v} onClick={onClick}>
          {v}
        </Button>,
      );
      const b = screen.getByRole('button', { name: v });
      expect(b.className).toContain(`ui-btn--${v}`);
      expect(b.getAttribute('type')).toBe('button');
      fireEvent.click(b);
    }
    expect(onClick).toHaveBeenCalledTimes(4);
    expect(buttonClass('secondary', 'sm')).toBe('ui-btn ui-btn--secondary ui-btn--sm');
  });

  it('disabled: not clickable', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(b.disabled).toBe(true);
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('loading: busy, clicks ignored, keeps the keyboard focus and its name', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const b = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(b.getAttribute('aria-busy')).toBe('true');
    expect(b.getAttribute('aria-disabled')).toBe('true');
    expect(b.disabled).toBe(false);
    b.focus();
    expect(document.activeElement).toBe(b);
    fireEvent.click(b);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a submit button submits its form', () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('IconButton', () => {
  it('is named by its label; its tooltip shows on focus and hides on Escape, without describing it twice', () => {
    render(<IconButton label="Remove item" icon="trash" />);
    const b = screen.getByRole('button', { name: 'Remove item' });
    expect(b.getAttribute('aria-describedby')).toBeNull();
    const tip = b.parentElement!.querySelector('.ui-tooltip') as HTMLElement;
    expect(tip.hidden).toBe(true);
    fireEvent.focus(b);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(b, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    fireEvent.mouseEnter(b.parentElement!);
    expect(tip.hidden).toBe(false);
    fireEvent.mouseLeave(b.parentElement!);
    expect(tip.hidden).toBe(true);
  });
});
