import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { focusItem, movedIndex } from './roving-focus.ts';
import './ui.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selection; without it the tabs keep their own (starting at `defaultTab` or the first). */
  selected?: string;
  defaultTab?: string;
  onSelect?(id: string): void;
}

/**
 * Tabs (WAI-ARIA, automatic activation): arrows, Home and End move between tabs and show their panel; Tab goes
 * from the selected tab into its panel.
 */
export function Tabs({ label, tabs, selected, defaultTab, onSelect }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultTab ?? tabs[0]?.id);
  const active = selected ?? own;
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );
  const choose = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const i = movedIndex(
      e.key,
      current,
      tabs.map((t) => !!t.disabled),
    );
    if (i === null) return;
    e.preventDefault();
    const t = tabs[i];
    if (t) choose(t.id);
    focusItem(e, '[role="tab"]', i);
  }
  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tablist" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            className="ui-tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={i === current}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={i === current ? 0 : -1}
            disabled={t.disabled}
            onClick={() => choose(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel takes the focus after its tab (WAI-ARIA tabs)
          tabIndex={0}
          hidden={i !== current}
        >
          {i === current && t.panel}
        </div>
      ))}
    </div>
  );
}
