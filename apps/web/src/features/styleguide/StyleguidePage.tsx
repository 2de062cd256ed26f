import { type ReactNode, useState } from 'react';
import { Badge, StatusPill } from '@/components/ui/Badge.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Checkbox } from '@/components/ui/Checkbox.tsx';
import { Combobox } from '@/components/ui/Combobox.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { DataTable } from '@/components/ui/DataTable.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { Drawer } from '@/components/ui/Drawer.tsx';
import { EmptyState } from '@/components/ui/EmptyState.tsx';
import { FieldRow } from '@/components/ui/FieldRow.tsx';
import { IconButton } from '@/components/ui/IconButton.tsx';
import { Input } from '@/components/ui/Input.tsx';
import { OrderHead } from '@/components/ui/OrderHead.tsx';
import { Price } from '@/components/ui/Price.tsx';
import { RadioGroup } from '@/components/ui/RadioGroup.tsx';
import { SegmentedControl } from '@/components/ui/SegmentedControl.tsx';
import { Select } from '@/components/ui/Select.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { StatGrid, StatTile } from '@/components/ui/StatTile.tsx';
import { Stepper } from '@/components/ui/Stepper.tsx';
import { Tabs } from '@/components/ui/Tabs.tsx';
import { ToastProvider, useToast } from '@/components/ui/Toast.tsx';
import { Tooltip } from '@/components/ui/Tooltip.tsx';
import './styleguide.css';

const COLOURS = ['brand', 'surface', 'text', 'text-muted', 'success', 'warning', 'danger', 'focus'] as const;
const SPACES = [1, 2, 3, 4, 6, 8, 12] as const;
const TYPE = [
  ['3xl', 'Display'],
  ['2xl', 'Page title'],
  ['xl', 'Section'],
  ['lg', 'Card title'],
  ['md', 'Body text'],
  ['sm', 'Labels and hints'],
  ['xs', 'Badges'],
] as const;

/** One component's section: its name, then its states side by side. */
function Specimen({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sg-section" aria-labelledby={`sg-${id}`}>
      <h2 id={`sg-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function State({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="sg-state">
      <p className="sg-state-name">{name}</p>
      {children}
    </div>
  );
}

function Overlays() {
  const toast = useToast();
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [drawer, setDrawer] = useState(false);
  return (
    <div className="sg-row">
      <Button variant="secondary" onClick={() => setDialog(true)}>
        Open dialog
      </Button>
      <Button variant="destructive" onClick={() => setConfirm(true)}>
        Cancel order…
      </Button>
      <Button variant="secondary" onClick={() => setDrawer(true)}>
        Open drawer
      </Button>
      <Button variant="quiet" onClick={() => toast({ text: 'Design saved.', tone: 'success' })}>
        Show a toast
      </Button>
      <Button variant="quiet" onClick={() => toast({ text: 'The card was declined.', tone: 'danger' })}>
        Show an error toast
      </Button>
      <Dialog
        open={dialog}
        onClose={() => setDialog(false)}
        title="Edit shipping address"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(false)}>
              Cancel
            </Button>
            <Button onClick={() => setDialog(false)}>Save address</Button>
          </>
        }
      >
        <Input label="Street" defaultValue="1 Main St" data-autofocus />
        <Input label="City" defaultValue="Indianapolis" />
      </Dialog>
      <ConfirmDialog
        open={confirm}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        destructive
        onConfirm={() => new Promise((resolve) => setTimeout(() => resolve(setConfirm(false)), 800))}
        onCancel={() => setConfirm(false)}
      >
        <p>Printing has not started, so the full amount goes back to your balance.</p>
      </ConfirmDialog>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="Filters">
        <Checkbox label="Only late orders" />
        <Checkbox label="Only my facility" defaultChecked />
      </Drawer>
    </div>
  );
}

const ROWS = [
  { id: 'PL-1042', customer: 'Ann Buyer', status: 'In production', tone: 'info' as const, cents: 18450 },
  { id: 'PL-1041', customer: 'Bo Shop', status: 'Shipped', tone: 'success' as const, cents: 9900 },
  { id: 'PL-1039', customer: 'Cy Store', status: 'On hold', tone: 'warning' as const, cents: 120000 },
  { id: 'PL-1037', customer: 'Di Co', status: 'Cancelled', tone: 'danger' as const, cents: 2500 },
];

/** /internal/dashboard/styleguide (staff only, lazy): every token and component in every state. */
export default function StyleguidePage() {
  const [view, setView] = useState<'grid' | 'list' | 'board'>('grid');
  const [ship, setShip] = useState<'ground' | 'express' | 'overnight'>('ground');
  const [country, setCountry] = useState<string | null>('US');
  return (
    <ToastProvider>
      <div className="sg">
        <h1>Style guide</h1>
        <p className="muted">
          The design tokens (apps/web/src/tokens.css) and the components (apps/web/src/components/ui) in each
          of their states.
        </p>

        <Specimen id="colour" title="Colour roles">
          <ul className="sg-swatches">
            {COLOURS.map((c) => (
              <li key={c}>
                <span className={`sg-swatch sg-swatch--${c}`} aria-hidden="true" />
                <code>--color-{c}</code>
              </li>
            ))}
          </ul>
        </Specimen>

        <Specimen id="type" title="Type scale">
          {TYPE.map(([size, use]) => (
            <p key={size} className={`sg-type sg-type--${size}`}>
              {use} <span className="muted">--text-{size}</span>
            </p>
          ))}
          <p>
            Running text carries <a href="#sg-type">a link like this</a>; focus shows a ring on every control.
          </p>
        </Specimen>

        <Specimen id="space" title="Spacing, radius, elevation">
          <div className="sg-row">
            {SPACES.map((s) => (
              <span key={s} className={`sg-space sg-space--${s}`}>
                <span className="muted">{s}</span>
              </span>
            ))}
          </div>
          <div className="sg-row">
            <span className="sg-elev sg-elev--sm">shadow-sm</span>
            <span className="sg-elev sg-elev--md">shadow-md</span>
            <span className="sg-elev sg-elev--lg">shadow-lg</span>
          </div>
        </Specimen>

        <Specimen id="button" title="Button">
          {(['primary', 'secondary', 'quiet', 'destructive'] as const).map((v) => (
            <div className="sg-row" key={v}>
              <State name={v}>
                <Button variant={v}>Add to cart</Button>
              </State>
              <State name="small">
                <Button variant={v} size="sm" icon="plus">
                  Add
                </Button>
              </State>
              <State name="disabled">
                <Button variant={v} disabled>
                  Add to cart
                </Button>
              </State>
              <State name="loading">
                <Button variant={v} loading>
                  Add to cart
                </Button>
              </State>
            </div>
          ))}
        </Specimen>

        <Specimen id="icon-button" title="IconButton and Tooltip">
          <div className="sg-row">
            <State name="quiet">
              <IconButton label="Edit design" icon="edit" />
            </State>
            <State name="secondary">
              <IconButton label="Search" icon="search" variant="secondary" />
            </State>
            <State name="destructive">
              <IconButton label="Remove item" icon="trash" variant="destructive" />
            </State>
            <State name="disabled">
              <IconButton label="Remove item" icon="trash" variant="secondary" disabled />
            </State>
            <State name="tooltip">
              <Tooltip content="Ships in 3 business days">
                <Button variant="secondary">Standard</Button>
              </Tooltip>
            </State>
          </div>
        </Specimen>

        <Specimen id="fields" title="Input, Select, Combobox">
          <div className="sg-grid">
            <Input label="Company" placeholder="Acme Inc." />
            <Input
              label="ZIP code"
              hint="Five digits."
              defaultValue="4620"
              error="Enter a five-digit ZIP code."
            />
            <Input label="Address lookup" defaultValue="1 Main St" loading />
            <Input label="Account email" defaultValue="ann@example.com" disabled />
            <Select label="Facility" defaultValue="INDY">
              <option value="INDY">Indianapolis</option>
              <option value="RNO">Reno</option>
            </Select>
            <Select label="Shipping service" error="Pick a service." defaultValue="">
              <option value="">Choose…</option>
              <option>Ground</option>
            </Select>
            <Select label="Printer" loading>
              <option>Loading…</option>
            </Select>
            <Combobox
              label="Country"
              value={country}
              onChange={setCountry}
              options={[
                { value: 'US', label: 'United States' },
                { value: 'CA', label: 'Canada' },
                { value: 'GB', label: 'United Kingdom' },
                { value: 'DE', label: 'Germany' },
              ]}
            />
          </div>
        </Specimen>

        <Specimen id="field-row" title="FieldRow, hideLabel">
          <FieldRow>
            <Input label="Search by name or id" type="search" />
            <Button variant="secondary">Search</Button>
            <Select label="Status" defaultValue="">
              <option value="">Any</option>
              <option>shipped</option>
            </Select>
            <Select label="Sort" hideLabel defaultValue="new">
              <option value="new">Newest first</option>
            </Select>
          </FieldRow>
        </Specimen>

        <Specimen id="choices" title="Checkbox, RadioGroup, SegmentedControl">
          <div className="sg-grid">
            <div>
              <Checkbox label="Gift wrap" defaultChecked />
              <Checkbox label="Blind shipping" hint="No Platen branding on the parcel." />
              <Checkbox label="I accept the terms" error="Accept the terms to order." />
              <Checkbox label="Rush (not available)" disabled />
            </div>
            <RadioGroup
              legend="Shipping speed"
              name="sg-ship"
              value={ship}
              onChange={setShip}
              options={[
                { value: 'ground', label: 'Ground', hint: '5–7 business days' },
                { value: 'express', label: 'Express', hint: '2 business days' },
                { value: 'overnight', label: 'Overnight', disabled: true },
              ]}
            />
            <div>
              <SegmentedControl
                label="Board view"
                value={view}
                onChange={setView}
                segments={[
                  { value: 'grid', label: 'Grid' },
                  { value: 'list', label: 'List' },
                  { value: 'board', label: 'Board' },
                ]}
              />
            </div>
          </div>
        </Specimen>

        <Specimen id="tabs" title="Tabs">
          <Tabs
            label="Order sections"
            tabs={[
              { id: 'items', label: 'Items', panel: <p>Three items, two designs.</p> },
              { id: 'shipments', label: 'Shipments', panel: <p>One parcel on its way.</p> },
              { id: 'archive', label: 'Archive', panel: null, disabled: true },
              { id: 'timeline', label: 'Timeline', panel: <p>Placed, approved, printing.</p> },
            ]}
          />
        </Specimen>

        <Specimen id="overlays" title="Dialog, ConfirmDialog, Drawer, Toast">
          <Overlays />
        </Specimen>

        <Specimen id="cards" title="Card, Badge, StatusPill, Price">
          <div className="sg-grid">
            <Card title="Gildan 5000 T-Shirt" headingLevel={3} actions={<Badge tone="brand">New</Badge>}>
              <p className="muted">Black · 24 pieces</p>
              <Price cents={18450} size="lg" /> <Price cents={21000} was />
            </Card>
            <Card title="Order PL-1042" headingLevel={3} interactive>
              <div className="sg-row">
                <StatusPill tone="info">In production</StatusPill>
                <StatusPill tone="success">Shipped</StatusPill>
                <StatusPill tone="warning">On hold</StatusPill>
                <StatusPill tone="danger">Late</StatusPill>
                <StatusPill>Draft</StatusPill>
              </div>
              <p>
                <Price cents={123456} /> · <Price cents={123456} currency="EUR" locale="de-DE" />
              </p>
            </Card>
          </div>
        </Specimen>

        <Specimen id="order-head" title="OrderHead">
          <OrderHead
            titleId="sg-order-head-title"
            headingLevel={3}
            title="Order PL-1042"
            tone="warning"
            status="On hold"
            facts={
              <>
                <span>Due Dec 4, 2026</span>
                <span>Total $184.50</span>
              </>
            }
          />
        </Specimen>

        <Specimen id="stepper" title="Stepper">
          <Stepper
            label="Example progress"
            current="method"
            steps={[
              { id: 'cart', label: 'Shopping cart' },
              { id: 'address', label: 'Shipping address' },
              { id: 'method', label: 'Shipping method' },
              { id: 'review', label: 'Review order' },
            ]}
          />
        </Specimen>

        <Specimen id="stats" title="Stat tiles">
          <StatGrid label="Today at INDY">
            <StatTile label="Open units" value={128} hint="12 more than yesterday" />
            <StatTile label="Shipped" value={86} tone="success" />
            <StatTile label="Behind average" value={7} tone="warning" />
            <StatTile label="Late" value={3} tone="danger" />
            <StatTile label="Due today" value={0} loading />
          </StatGrid>
        </Specimen>

        <Specimen id="table" title="DataTable">
          <DataTable
            caption="Recent orders (cards on a phone)"
            framed
            cards
            scroll="Recent orders"
            rows={ROWS}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Order', cell: (r) => r.id, rowHeader: true },
              { header: 'Customer', cell: (r) => r.customer },
              { header: 'Status', cell: (r) => <StatusPill tone={r.tone}>{r.status}</StatusPill> },
              { header: 'Total', cell: (r) => <Price cents={r.cents} /> },
            ]}
          />
          <div className="sg-grid">
            <DataTable
              caption="Loading"
              framed
              loading
              rows={[]}
              rowKey={() => 0}
              columns={[
                { header: 'Order', cell: () => '' },
                { header: 'Total', cell: () => '' },
              ]}
            />
            <DataTable
              caption="Failed"
              rows={[]}
              rowKey={() => 0}
              columns={[]}
              error="The orders could not be loaded. Try again."
            />
          </div>
        </Specimen>

        <Specimen id="empty" title="EmptyState and Skeleton">
          <div className="sg-grid">
            <EmptyState
              title="No orders yet"
              headingLevel={3}
              action={<Button icon="plus">Start an order</Button>}
            >
              Orders you place show here with their status and tracking.
            </EmptyState>
            <Card title="Loading card" headingLevel={3}>
              <Skeleton lines={['title', 'lg', 'md', 'block']} label="Loading the card" />
            </Card>
          </div>
        </Specimen>
      </div>
    </ToastProvider>
  );
}
