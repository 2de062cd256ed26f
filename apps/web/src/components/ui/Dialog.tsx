import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { IconButton } from './IconButton.tsx';
import './ui.css';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and the platform's cancel all call this; the caller sets `open` false. */
  onClose(): void;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons row at the bottom (right-aligned; full width on a phone). */
  actions?: ReactNode;
  size?: 'default' | 'wide';
  /** On a phone the dialog rises from the bottom (a bottom sheet). */
  sheet?: boolean;
  /** Hide the × button (a dialog that must be answered by its actions). */
  hideClose?: boolean;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> (showModal: the page behind is inert, focus stays inside, the top layer
 * needs no z-index or inline style). On open the element marked `data-autofocus` (else the first focusable one)
 * takes the focus; on close the focus goes back to what had it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  size,
  sheet,
  hideClose,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement as HTMLElement | null;
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      (d.querySelector<HTMLElement>('[data-autofocus]') ?? d.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);
  // Unmounted while open: the focus still goes back.
  useEffect(() => () => opener.current?.focus(), []);
  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Escape') return;
    // Handled here (not by the native cancel) so React state stays the one source of "open".
    e.preventDefault();
    e.stopPropagation();
    onClose();
  }
  const classes = [
    'ui-dialog',
    size === 'wide' ? 'ui-dialog--wide' : '',
    sheet ? 'ui-dialog--sheet' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={classes}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="ui-dialog-inner">
          <div className="ui-dialog-head">
            <h2 id={titleId}>{title}</h2>
            {!hideClose && <IconButton label="Close" icon="x" size="sm" tooltip={false} onClick={onClose} />}
          </div>
          {children}
          {actions && <div className="ui-dialog-actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
