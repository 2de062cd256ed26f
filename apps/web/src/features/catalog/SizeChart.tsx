import { sizeChart } from '@platen/domain/catalog/size-chart';
import type { CatalogProduct } from '@/api/print/products.ts';

/** The product's size chart: sizes in catalogue order with the measurements the catalogue gives. */
export function SizeChart({ product }: { product: CatalogProduct }) {
  const chart = sizeChart(product);
  if (!chart.measures.length) return null;
  return (
    <table className="size-chart">
      <caption>Size chart (inches)</caption>
      <thead>
        <tr>
          <th scope="col">Size</th>
          {chart.measures.map((m) => (
            <th key={m} scope="col">
              {m}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.rows.map((r) => (
          <tr key={r.size}>
            <th scope="row">{r.label}</th>
            {r.values.map((v, i) => (
              <td key={chart.measures[i]}>{v ?? '—'}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
