import { useState } from 'react';
import { Link } from 'react-router';
import { useCategoriesQuery, useCategoryQuery, useProductsBulkQuery } from '@/api/print/products.ts';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Price } from '@/components/ui/Price.tsx';
import { Select } from '@/components/ui/Select.tsx';

type Row = { identifier: string; name: string; brand: string; from: number | null; to: number | null };

/**
 * /manager/v2/catalog: the catalogue by category with the prices this account pays per blank (lowest and highest
 * size), each product one click from an order.
 */
export default function ManagerCatalogPage() {
  const categories = useCategoriesQuery();
  const [chosen, setChosen] = useState('');
  const categoryId = chosen || categories.data?.[0]?.categoryId || '';
  const category = useCategoryQuery(categoryId, { skip: !categoryId });
  const ids = (category.data?.products ?? []).map((p) => p.identifier).slice(0, 100);
  const products = useProductsBulkQuery(ids);
  const rows: Row[] = (products.data ?? []).map((p) => {
    const prices = Object.values(p.prices);
    return {
      identifier: p.identifier,
      name: p.name,
      brand: p.brand,
      from: prices.length ? Math.min(...prices) : null,
      to: prices.length ? Math.max(...prices) : null,
    };
  });
  return (
    <section aria-labelledby="catalog-title">
      <h1 id="catalog-title">Catalog and your prices</h1>
      <p className="hint">Blank prices this account pays, per piece, before printing.</p>
      {categories.data && (
        <Select label="Category" value={categoryId} onChange={(e) => setChosen(e.target.value)}>
          {categories.data.map((c) => (
            <option key={c.categoryId} value={c.categoryId}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
      <DataTable<Row>
        caption="Products"
        rows={rows}
        rowKey={(r) => r.identifier}
        loading={categories.isLoading || category.isFetching || products.isFetching}
        empty="No products in this category."
        columns={[
          { header: 'Product', rowHeader: true, cell: (r) => r.name },
          { header: 'Brand', cell: (r) => r.brand },
          {
            header: 'Your price',
            cell: (r) =>
              r.from === null ? (
                '—'
              ) : (
                <>
                  <Price cents={r.from} />
                  {r.to !== null && r.to !== r.from && (
                    <>
                      {' – '}
                      <Price cents={r.to} />
                    </>
                  )}
                </>
              ),
          },
          {
            header: 'Order',
            cell: (r) => (
              <Link to={`/order/v2?productIdentifier=${encodeURIComponent(r.identifier)}`}>Design this</Link>
            ),
          },
        ]}
      />
    </section>
  );
}
