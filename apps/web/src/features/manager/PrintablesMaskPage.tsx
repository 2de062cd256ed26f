import { useState } from 'react';
import { Link } from 'react-router';
import { useProductQuery, useProductSearchQuery } from '@/api/print/products.ts';
import { Card } from '@/components/ui/Card.tsx';
import { Select } from '@/components/ui/Select.tsx';
import './manager-area.css';

/** The template drawing's coordinates (1000 wide, as the editor): the print area box is given in them. */
const VIEW = 1000;

/**
 * /manager/v2/printables/mask: a product's print-area masks: per side, the blank's template with the printable
 * area outlined and its size in inches at its DPI, so artwork can be prepared to fit before ordering.
 */
export default function PrintablesMaskPage() {
  const products = useProductSearchQuery('');
  const [chosen, setChosen] = useState('');
  const identifier = chosen || products.data?.[0]?.identifier || '';
  const product = useProductQuery(identifier, { skip: !identifier });
  const p = product.data;
  const color = p?.templates.colors[0];
  return (
    <section aria-labelledby="mask-title">
      <p>
        <Link to="/manager/v2/printables">Your printables</Link>
      </p>
      <h1 id="mask-title">Print-area masks</h1>
      <p className="hint">Where artwork can print on each side of a blank, and how large it may be.</p>
      {products.data && (
        <Select label="Product" value={identifier} onChange={(e) => setChosen(e.target.value)}>
          {products.data.map((x) => (
            <option key={x.identifier} value={x.identifier}>
              {x.brand} {x.style} {x.name}
            </option>
          ))}
        </Select>
      )}
      {(products.isLoading || product.isFetching) && <p aria-busy="true">Loading the product…</p>}
      {p && (
        <ul className="mask-sides">
          {Object.entries(p.printAreas).map(([side, area]) => {
            const picture = color?.templates[side];
            return (
              <Card as="li" key={side}>
                <h2>{side}</h2>
                <svg
                  viewBox={`0 0 ${VIEW} ${VIEW}`}
                  width="100%"
                  role="img"
                  aria-label={`${side} print area: ${area.width} by ${area.height} inches`}
                  className="mask-picture"
                >
                  {picture && <image href={picture} x="0" y="0" width={VIEW} height={VIEW} />}
                  <rect
                    x={area.box.x}
                    y={area.box.y}
                    width={area.box.width}
                    height={area.box.height}
                    fill="rgba(37, 99, 235, 0.12)"
                    stroke="#1d4ed8"
                    strokeWidth="4"
                    strokeDasharray="14 8"
                  />
                </svg>
                <p>
                  {area.width} × {area.height} in at {area.dpi} DPI ({Math.round(area.width * area.dpi)} ×{' '}
                  {Math.round(area.height * area.dpi)} px)
                </p>
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
