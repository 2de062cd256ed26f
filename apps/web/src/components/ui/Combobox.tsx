import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Field } from './Field.tsx';
import './ui.css';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  label: ReactNode;
  options: readonly ComboboxOption[];
  value: string | null;
  onChange(value: string | null): void;
  hint?: ReactNode;
  error?: ReactNode;
  placeholder?: string;
}

/**
 * A text box that filters a list (WAI-ARIA combobox with list autocomplete): typing opens the matches, arrows move
 * the active option, Enter picks it, Escape closes the list (or clears the text when it is closed).
 */
export function Combobox({ label, options, value, onChange, hint, error, placeholder }: ComboboxProps) {
  const listId = useId();
  const chosen = options.find((o) => o.value === value);
  const [text, setText] = useState(chosen?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = text.trim().toLowerCase();
  const matches = options.filter((o) => o.label.toLowerCase().includes(q));
  const pick = (o: ComboboxOption) => {
    setText(o.label);
    setOpen(false);
    onChange(o.value);
  };
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const n = matches.length;
      if (n) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Enter' && open) {
      const o = matches[active];
      if (o) {
        e.preventDefault();
        pick(o);
      }
    } else if (e.key === 'Escape') {
      if (open) setOpen(false);
      else {
        setText('');
        onChange(null);
      }
    }
  }
  const showList = open && matches.length > 0;
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="ui-combobox">
          <input
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList ? `${listId}-${active}` : undefined}
            placeholder={placeholder}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <div id={listId} role="listbox" className="ui-listbox" hidden={!showList}>
            {matches.map((o, i) => (
              <div
                key={o.value}
                tabIndex={-1}
                id={`${listId}-${i}`}
                role="option"
                className="ui-option"
                aria-selected={i === active}
                // mousedown, not click: it comes before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(o);
                }}
              >
                {o.label}
              </div>
            ))}
          </div>
        </div>
      )}
    </Field>
  );
}
