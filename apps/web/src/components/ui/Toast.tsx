import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IconButton } from './IconButton.tsx';
import { Icon } from './Icon.tsx';
import './ui.css';

export type ToastTone = 'neutral' | 'success' | 'danger';
export interface ToastInput {
  text: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it goes by itself (default 5000); 0 keeps it until dismissed. */
  duration?: number;
}
interface ToastItem extends Required<Pick<ToastInput, 'tone' | 'duration'>> {
  id: number;
  text: ReactNode;
}

const ToastContext = createContext<((t: ToastInput) => void) | null>(null);

/** Shows a toast; throws outside a ToastProvider so a missing provider shows in tests, not as silence. */
export function useToast(): (t: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}

function ToastView({ toast, onDismiss }: { toast: ToastItem; onDismiss(): void }) {
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!toast.duration || paused) return;
    const t = setTimeout(() => dismiss.current(), toast.duration);
    return () => clearTimeout(t);
  }, [toast.duration, paused]);
  return (
    // Hover or focus inside pauses the timer (WCAG 2.2.1): a reader is never cut off.
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover and focus, no action of its own
    <div
      className={`ui-toast ui-toast--${toast.tone}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toast.tone !== 'neutral' && <Icon name={toast.tone === 'success' ? 'check' : 'alert'} />}
      <p>{toast.text}</p>
      <IconButton label="Dismiss" icon="x" size="sm" tooltip={false} onClick={onDismiss} />
    </div>
  );
}

/**
 * Holds the toasts of everything below it and shows them in one polite live region, bottom right. A toast confirms; anything the user must act on belongs on the page, not in a toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const next = useRef(1);
  const show = useCallback((t: ToastInput) => {
    const id = next.current++;
    setToasts((all) => [
      ...all,
      { id, text: t.text, tone: t.tone ?? 'neutral', duration: t.duration ?? 5000 },
    ]);
  }, []);
  const drop = (id: number) => setToasts((all) => all.filter((t) => t.id !== id));
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="ui-toasts" role="status" aria-label="Notifications">
        {toasts.map((t) => (
          <ToastView key={t.id} toast={t} onDismiss={() => drop(t.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
