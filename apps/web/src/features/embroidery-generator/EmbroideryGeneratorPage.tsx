import {
  EMBROIDERY_FONTS,
  GENERATOR_MAX_TEXT,
  GENERATOR_PLACEMENTS,
  GENERATOR_THREADS,
  placementMax,
} from '@platen/domain/design/embroidery-generator';
import { Link } from 'react-router';
import { Card } from '@/components/ui/Card.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { messageOf } from '@/components/ui/LoadError.tsx';
import { Price } from '@/components/ui/Price.tsx';
import { SegmentedControl } from '@/components/ui/SegmentedControl.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { EmbroideryPreview } from './EmbroideryPreview.tsx';
import { type GeneratorMode, useEmbroideryGenerator } from './use-embroidery-generator.ts';
import './embroidery-generator.css';

type Generator = ReturnType<typeof useEmbroideryGenerator>;

/** Text mode: the words, the font and the letter height. */
function TextFields({ g }: { g: Generator }) {
  return (
    <>
      <Input
        label="Text"
        value={g.form.text}
        maxLength={GENERATOR_MAX_TEXT}
        hint={`Up to ${GENERATOR_MAX_TEXT} characters on one line.`}
        onChange={(e) => g.set('text', e.target.value)}
      />
      <Select label="Font" value={g.form.font} onChange={(e) => g.set('font', e.target.value as never)}>
        {EMBROIDERY_FONTS.map((f) => (
          <option key={f.id} value={f.id}>
            {f.label}
          </option>
        ))}
      </Select>
      <Input
        label="Letter height (in)"
        type="number"
        min={0.25}
        max={5}
        step={0.05}
        inputMode="decimal"
        value={g.form.letterHeight}
        hint="Shrunk to fit when the text is wider than the placement."
        onChange={(e) => g.set('letterHeight', e.target.value)}
      />
    </>
  );
}

/** Logo mode: one of the account's uploaded artworks and its width. */
function LogoFields({ g }: { g: Generator }) {
  const list = g.artworks.data ?? [];
  return (
    <>
      <Select
        label="Logo"
        value={g.form.artworkId}
        loading={g.artworks.isLoading}
        hint={
          <>
            A DST file keeps its real stitch count.{' '}
            <Link to="/manager/v2/designs/artworks">Upload artwork</Link>
          </>
        }
        onChange={(e) => g.set('artworkId', e.target.value)}
      >
        <option value="">Choose a logo</option>
        {list.map((a) => (
          <option key={a.artworkId} value={a.artworkId}>
            {a.name} ({a.format.toUpperCase()}
            {a.embroidery ? `, ${a.embroidery.stitchCount.toLocaleString('en-US')} stitches` : ''})
          </option>
        ))}
      </Select>
      {!g.artwork?.embroidery && (
        <Input
          label="Logo width (in)"
          type="number"
          min={0.5}
          max={5}
          step={0.1}
          inputMode="decimal"
          value={g.form.logoWidth}
          onChange={(e) => g.set('logoWidth', e.target.value)}
        />
      )}
    </>
  );
}

/** The estimate and the price per unit from the quote engine. */
function EstimatePanel({ g }: { g: Generator }) {
  const v = g.generated.ok ? g.generated.value : null;
  return (
    <Card title="Estimate" headingLevel={2} className="emb-estimate">
      {!g.generated.ok && (
        <p role="alert" className="error">
          {g.generated.reason}
        </p>
      )}
      {v && (
        <dl className="emb-figures" aria-live="polite">
          <dt>Stitches</dt>
          <dd>{v.stitchCount.toLocaleString('en-US')}</dd>
          <dt>Stitched size</dt>
          <dd>
            {v.widthIn} x {v.heightIn} in
          </dd>
          <dt>Embroidery per unit</dt>
          <dd>{g.perUnit ? <Price cents={g.perUnit.embroidery} /> : 'Pricing…'}</dd>
          <dt>With the blank, per unit</dt>
          <dd>{g.perUnit ? <Price cents={g.perUnit.withBlank} /> : 'Pricing…'}</dd>
        </dl>
      )}
      {g.quote.error && <p role="alert">{messageOf(g.quote.error)}</p>}
      <p className="emb-note">
        The first 10,000 stitches of a placement are included; each started 1,000 above them is charged.
        Prices for {g.quantity} units.
      </p>
    </Card>
  );
}

/** /manager/v2/designs/embroidery-generator (R-2-12): text or a simple logo to a stitch estimate, preview and price. */
export default function EmbroideryGeneratorPage() {
  const g = useEmbroideryGenerator();
  const max = placementMax(g.placement);
  return (
    <section aria-labelledby="emb-title" className="emb-page">
      <h1 id="emb-title">Embroidery generator</h1>
      <p>
        Type a name or choose a logo to see how it stitches on a placement, how many stitches it takes and
        what it costs per unit.
      </p>
      <div className="emb-layout">
        <Card title="Design" headingLevel={2} className="emb-form">
          <SegmentedControl<GeneratorMode>
            label="Design from"
            segments={[
              { value: 'text', label: 'Text' },
              { value: 'logo', label: 'Logo' },
            ]}
            value={g.form.mode}
            onChange={(m) => g.set('mode', m)}
          />
          <Select
            label="Placement"
            value={g.form.placement}
            hint={`At most ${max.width} x ${max.height} in.`}
            onChange={(e) => g.set('placement', e.target.value as never)}
          >
            {GENERATOR_PLACEMENTS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
          {g.form.mode === 'text' ? <TextFields g={g} /> : <LogoFields g={g} />}
          <Select
            label="Thread"
            value={g.form.thread}
            onChange={(e) => g.set('thread', e.target.value as never)}
          >
            {GENERATOR_THREADS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </Select>
          <Input
            label="Quantity"
            type="number"
            min={1}
            max={10000}
            inputMode="numeric"
            value={g.form.quantity}
            onChange={(e) => g.set('quantity', e.target.value)}
          />
        </Card>
        <div className="emb-side">
          <Card title="Preview" headingLevel={2}>
            <EmbroideryPreview
              placement={g.placement}
              generated={g.generated.ok ? g.generated.value : null}
              text={g.form.mode === 'text' ? g.form.text.trim() : null}
              font={g.form.font}
              thread={g.thread.hex}
              logoUrl={g.artwork?.thumbnailUrl ?? null}
            />
          </Card>
          <EstimatePanel g={g} />
        </div>
      </div>
    </section>
  );
}
