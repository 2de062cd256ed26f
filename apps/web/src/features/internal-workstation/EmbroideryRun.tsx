import { LoadError } from '@/components/ui/LoadError.tsx';
import { useUnitEmbroideryQuery } from './api/workstation.ts';

const n = (v: number) => v.toLocaleString('en-US');

/**
 * The embroidery station's next run: the first waiting unit's DST per side (stitch count, colour stops, stitched
 * size, download) and how many pieces of it wait (the run size), or why a side has no DST yet.
 */
export function EmbroideryRun({ barcode }: { barcode: string }) {
  const { data, error } = useUnitEmbroideryQuery(barcode);
  return (
    <section aria-labelledby="emb-run-title" className="emb-run">
      <h2 id="emb-run-title">Next run: {barcode}</h2>
      {error && <LoadError error={error} />}
      {data && (
        <>
          <p>
            Run size: <strong>{data.runSize}</strong> piece(s) of this item wait here.
          </p>
          <ul>
            {data.sides.map((s) => (
              <li key={s.side}>
                {s.dst ? (
                  <>
                    <strong>{s.side}</strong>: {s.artworkName} · {n(s.dst.stitchCount)} stitches ·{' '}
                    {s.dst.colourStops} colour stop(s) · {s.dst.widthIn} x {s.dst.heightIn} in (
                    {s.dst.widthMm} x {s.dst.heightMm} mm) · run total {n(s.dst.stitchCount * data.runSize)}{' '}
                    stitches ·{' '}
                    <a href={s.download ?? undefined} download>
                      Download the {s.side} DST
                    </a>
                  </>
                ) : (
                  <span role="alert">{s.reason}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
