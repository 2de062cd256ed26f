import { useEffect, useRef } from 'react';

/**
 * A modal question before a destructive action (native <dialog>: focus moves in and stays, Escape cancels, focus
 * returns to the button that opened it). Cancel has focus first, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  body,
  confirm,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: string;
  confirm: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-title">{title}</h2>
      <p id="confirm-body">{body}</p>
      <p className="actions">
        <button type="button" className="secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>{' '}
        <button type="button" className="danger" onClick={onConfirm}>
          {confirm}
        </button>
      </p>
    </dialog>
  );
}
