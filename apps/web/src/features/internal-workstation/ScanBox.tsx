import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * The scan box: a keyboard-wedge scanner types the barcode and presses Enter. The box keeps focus (it takes it
 * back after any click elsewhere on the screen) so the next scan never lands in another field.
 */
export function ScanBox({ onScan }: { onScan: (barcode: string) => void }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const refocus = () =>
      setTimeout(() => {
        const active = document.activeElement as HTMLElement | null;
        // Leave focus in a field someone is filling on purpose (the facility list); buttons give it back.
        if (active && active !== ref.current && /^(SELECT|INPUT|TEXTAREA)$/.test(active.tagName)) return;
        // A panel that asks for a few presses in a row (the station camera) keeps its focus too.
        if (active?.closest('[data-keep-focus]')) return;
        ref.current?.focus();
      }, 0);
    ref.current?.focus();
    document.addEventListener('click', refocus);
    return () => document.removeEventListener('click', refocus);
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const barcode = value.trim();
    if (!barcode) return;
    setValue('');
    onScan(barcode);
    ref.current?.focus();
  };
  return (
    <form onSubmit={submit} className="scan-box">
      <label htmlFor="scan-input">Scan a barcode</label>
      <input
        id="scan-input"
        ref={ref}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-describedby="scan-help"
      />
      <p id="scan-help">Scan the ticket, or type the barcode and press Enter.</p>
    </form>
  );
}
