import type { ReactNode } from 'react';

/** A section of cards (`li.order-card` children) under its level-2 heading, which names it. */
export function CardList({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="order-cards">{children}</ul>
    </section>
  );
}
