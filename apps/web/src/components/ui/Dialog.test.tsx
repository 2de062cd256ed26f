import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit address
      </button>
      <Dialog
        open={open}
        title="Edit address"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={<button type="button">Save address</button>}
      >
        <label>
          Street
          <input data-autofocus />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title with the focus inside; Escape closes and gives the focus back', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Edit address' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Street'));
    fireEvent.keyDown(screen.getByLabelText('Street'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('the × button closes it', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByLabelText('Street')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('destructive: red confirm, the focus starts on Cancel; Cancel and Escape cancel', () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Cancel order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        destructive
        onConfirm={() => {}}
        onCancel={onCancel}
      >
        The order stops before printing.
      </ConfirmDialog>,
    );
    const keep = screen.getByRole('button', { name: 'Keep order' });
    expect(document.activeElement).toBe(keep);
    expect(screen.getByRole('button', { name: 'Cancel order' }).className).toContain('ui-btn--destructive');
    fireEvent.click(keep);
    fireEvent.keyDown(keep, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('busy while the action runs; a refusal shows as an alert and the dialog stays', async () => {
    let fail: (e: Error) => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(
      <ConfirmDialog
        open
        title="Approve proof?"
        confirmLabel="Approve"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(document.activeElement).toBe(approve);
    await act(async () => fireEvent.click(approve));
    expect(approve.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(approve);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('The proof was already approved.')));
    expect(screen.getByRole('alert').textContent).toBe('The proof was already approved.');
    expect(approve.getAttribute('aria-busy')).toBeNull();
  });

  it('an answer of false shows a generic error; an error prop shows as given', async () => {
    const { rerender } = render(
      <ConfirmDialog
        open
        title="Delete?"
        confirmLabel="Delete"
        onConfirm={() => false}
        onCancel={() => {}}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(screen.getByRole('alert').textContent).toBe('That did not work. Please try again.');
    rerender(
      <ConfirmDialog
        open
        title="Delete?"
        confirmLabel="Delete"
        error="Locked."
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Locked.');
  });
});
