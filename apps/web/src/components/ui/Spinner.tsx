import './ui.css';

/** A turning ring; `label` makes it a status a screen reader announces, else it is decoration. */
export function Spinner({ label }: { label?: string }) {
  if (!label) return <span className="ui-spinner" aria-hidden="true" />;
  return (
    <span role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
