import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import './ui.css';

export interface StepperProps {
  /** The list's accessible name ("Checkout progress"). */
  label: string;
  steps: readonly { id: string; label: ReactNode }[];
  /** The current step's id; steps before it are done. */
  current: string;
}

/** Steps of a process in order: done ones ticked, the current one marked (aria-current="step"). */
export function Stepper({ label, steps, current }: StepperProps) {
  const at = steps.findIndex((s) => s.id === current);
  return (
    <nav aria-label={label}>
      <ol className="ui-stepper">
        {steps.map((s, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'upcoming';
          return (
            <li
              key={s.id}
              className={`ui-step ui-step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="ui-step-mark" aria-hidden="true">
                {state === 'done' ? <Icon name="check" /> : i + 1}
              </span>
              <span className="ui-step-text">
                {s.label}
                {state === 'done' && <span className="visually-hidden"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
