import type { ReactNode } from 'react';
import './ui.css';

/**
 * Fields side by side on one line (a filter bar, a short form): they wrap on a narrow screen and line up on their
 * controls' bottom edge, so a button beside them sits level with the inputs.
 */
export function FieldRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className ? `ui-field-row ${className}` : 'ui-field-row'}>{children}</div>;
}
