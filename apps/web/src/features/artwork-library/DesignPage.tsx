import { Link, useParams } from 'react-router';
import { useSavedDesignQuery } from '@/api/print/saved-printables.ts';
import { Card } from '@/components/ui/Card.tsx';
import { messageOf } from '@/components/ui/LoadError.tsx';

/** /manager/v2/designs/{designId} (and the older /manager/design/{id}): one saved design and its printed sides. */
export default function DesignPage() {
  const { designId = '' } = useParams();
  const design = useSavedDesignQuery(designId);
  if (design.isLoading) return <p aria-busy="true">Loading the design…</p>;
  const d = design.data;
  if (!d)
    return (
      <section aria-labelledby="design-title">
        <h1 id="design-title">Design</h1>
        <p role="alert">{messageOf(design.error) ?? 'The design could not be loaded.'}</p>
        <Link to="/manager/v2/designs/artworks">Your artworks</Link>
      </section>
    );
  const sides = Object.keys(d.sides);
  return (
    <section aria-labelledby="design-title">
      <p>
        <Link to="/manager/v2/designs/artworks">Your artworks</Link>
      </p>
      <h1 id="design-title">{d.name ?? 'Untitled design'}</h1>
      <Card title="Design">
        <dl>
          <dt>Print type</dt>
          <dd>{d.printType}</dd>
          <dt>Kind</dt>
          <dd>{d.type ?? '—'}</dd>
          <dt>Printed sides</dt>
          <dd>{sides.length ? sides.join(', ') : 'none'}</dd>
          <dt>Design id</dt>
          <dd>{d.designId}</dd>
        </dl>
      </Card>
      <p>
        <Link to="/order/v2">Start an order</Link> and pick this design from your saved designs.
      </p>
    </section>
  );
}
