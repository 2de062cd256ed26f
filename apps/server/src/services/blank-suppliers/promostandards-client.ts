import { fileURLToPath } from 'node:url';
import { skuKey } from '@platen/domain/floor/blanks';
import type { ShipNotice } from '@platen/domain/floor/supplier-channels';
import type { Client } from 'soap';
import type { PromoStandardsSupplierConfig } from './supplier-config.ts';
import type { PromoStandardsClient, PurchaseOrderRequest } from './supplier-ports.ts';

/** The standard's WSDLs (services/promostandards/wsdl), one per service Platen calls as a buyer. */
const WSDL = {
  purchaseOrder: 'PO/1.0.0/POService.wsdl',
  orderStatus: 'OrderStatus/2.0.0/OrderStatusService.wsdl',
  shipment: 'OrderShipmentNotification/2.0.0/OrderShipmentNotificationService.wsdl',
  inventory: 'Inventory/2.0.0/InventoryService.wsdl',
} as const;
const VERSION = {
  purchaseOrder: '1.0.0',
  orderStatus: '2.0.0',
  shipment: '2.0.0',
  inventory: '2.0.0',
} as const;
type Service = keyof typeof WSDL;

const wsdlPath = (s: Service) => fileURLToPath(new URL(`../promostandards/wsdl/${WSDL[s]}`, import.meta.url));

/** Clients by service and endpoint: a WSDL is read once per process. */
const clients = new Map<string, Promise<Client>>();
/** Seconds a supplier call may take before it counts as not answered. */
const TIMEOUT_MS = 20_000;

function clientFor(service: Service, endpoint: string): Promise<Client> {
  const key = `${service} ${endpoint}`;
  let c = clients.get(key);
  if (!c) {
    c = import('soap').then((soap) =>
      soap.createClientAsync(wsdlPath(service), { endpoint, wsdl_options: { timeout: TIMEOUT_MS } }),
    );
    c.catch(() => clients.delete(key));
    clients.set(key, c);
  }
  return c;
}

/** Calls one operation; a SOAP fault or an Error service message becomes an Error with the supplier's words. */
async function call(
  cfg: PromoStandardsSupplierConfig,
  service: Service,
  operation: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const client = await clientFor(service, cfg.endpoints[service]);
  const fn = (client as unknown as Record<string, (a: unknown, o: unknown) => Promise<unknown[]>>)[
    `${operation}Async`
  ];
  if (!fn) throw new Error(`the ${service} WSDL has no ${operation}`);
  const auth = { wsVersion: VERSION[service], id: cfg.id, password: cfg.password };
  const [result] = await fn.call(client, { ...auth, ...body }, { timeout: TIMEOUT_MS });
  const out = (result ?? {}) as Record<string, unknown>;
  const errors = list(
    (out.ServiceMessageArray as { ServiceMessage?: unknown } | undefined)?.ServiceMessage,
  ).filter((m) => (m as { severity?: string }).severity === 'Error');
  if (errors.length)
    throw new Error(errors.map((m) => `${(m as { description?: string }).description}`).join('; '));
  return out;
}

/** One or many XML elements as parsed by soap: always an array. */
function list<T = Record<string, unknown>>(v: unknown): T[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]) as T[];
}

const norm = (s: unknown) =>
  String(s ?? '')
    .trim()
    .toLowerCase();
const partIdOf = (l: PurchaseOrderRequest['lines'][number]) => `${l.productIdentifier}:${l.color}:${l.size}`;

/** Inventory 2.0.0 getInventoryLevels per product: available quantity per sku key (colour and size as labelled). */
async function inventory(cfg: PromoStandardsSupplierConfig, lines: PurchaseOrderRequest['lines']) {
  const out = new Map<string, number>();
  for (const productId of [...new Set(lines.map((l) => l.productIdentifier))]) {
    const r = await call(cfg, 'inventory', 'getInventoryLevels', { productId });
    const inv = r.Inventory as { PartInventoryArray?: { PartInventory?: unknown } } | undefined;
    for (const p of list<Record<string, unknown>>(inv?.PartInventoryArray?.PartInventory)) {
      const q = (p.quantityAvailable as { Quantity?: { value?: unknown } } | undefined)?.Quantity?.value;
      for (const l of lines.filter((x) => x.productIdentifier === productId))
        if (norm(p.partColor) === norm(l.color) && norm(p.labelSize) === norm(l.size))
          out.set(skuKey(l), (out.get(skuKey(l)) ?? 0) + Number(q ?? 0));
    }
  }
  return out;
}

/** Purchase Order 1.0.0: a Blank order, one line item per sku, shipped to the facility. */
function purchaseOrderBody(po: PurchaseOrderRequest) {
  return {
    PO: {
      orderType: 'Blank',
      orderNumber: po.poNumber,
      orderDate: new Date().toISOString(),
      totalAmount: 0,
      rush: false,
      currency: 'USD',
      ShipmentArray: {
        Shipment: [
          {
            ShipTo: {
              customerPickup: false,
              ContactDetails: { companyName: `Platen ${po.facility}` },
              shipmentId: 1,
            },
            packingListRequired: true,
            blindShip: false,
            allowConsolidation: true,
            FreightDetails: { carrier: 'SUPPLIER', service: 'GROUND' },
          },
        ],
      },
      LineItemArray: {
        LineItem: po.lines.map((l, i) => ({
          lineNumber: String(i + 1),
          description: `${l.productIdentifier} ${l.color} ${l.size}`,
          lineType: 'New',
          Quantity: { uom: 'EA', value: l.quantity },
          ToleranceDetails: { tolerance: 'ExactOnly' },
          allowPartialShipments: true,
          lineItemTotal: 0,
          productId: l.productIdentifier,
          PartArray: {
            Part: [
              { partId: partIdOf(l), customerSupplied: false, Quantity: { uom: 'EA', value: l.quantity } },
            ],
          },
        })),
      },
      termsAndConditions: 'Platen blank order',
    },
  };
}

/** Order Shipment Notification 2.0.0: each package is a notice; items map back to the PO's line numbers. */
function noticesOf(r: Record<string, unknown>, po: PurchaseOrderRequest): ShipNotice[] {
  const arr = r.OrderShipmentNotificationArray as { OrderShipmentNotification?: unknown } | undefined;
  const out: ShipNotice[] = [];
  for (const n of list(arr?.OrderShipmentNotification))
    for (const so of list((n.SalesOrderArray as { SalesOrder?: unknown } | undefined)?.SalesOrder))
      for (const loc of list((so.ShipmentLocationArray as { ShipmentLocation?: unknown })?.ShipmentLocation))
        for (const p of list((loc.PackageArray as { Package?: unknown })?.Package))
          out.push(packageNotice(p, String(so.salesOrderNumber ?? ''), po));
  return out;
}

function packageNotice(p: Record<string, unknown>, salesOrder: string, po: PurchaseOrderRequest): ShipNotice {
  const items = list((p.ItemArray as { Item?: unknown } | undefined)?.Item);
  const lines = items.flatMap((it) => {
    const line = po.lines[Number(it.purchaseOrderLineNumber) - 1];
    return line ? [{ ...line, quantity: Number(it.quantity ?? 0) }] : [];
  });
  const tracking = String(p.trackingNumber ?? '');
  const shipped = p.shipmentDate ? new Date(String(p.shipmentDate)) : null;
  return {
    shipmentKey: `${salesOrder}/${tracking}`,
    carrier: p.carrier ? String(p.carrier) : null,
    trackingNumbers: tracking ? [tracking] : [],
    shippedAt: shipped && !Number.isNaN(shipped.getTime()) ? shipped.toISOString() : null,
    lines,
  };
}

/** The PromoStandards client of one configured supplier, built by `soap` from the standard's WSDLs. */
export function promoStandardsClient(
  _supplier: string,
  cfg: PromoStandardsSupplierConfig,
): PromoStandardsClient {
  return {
    inventory: (lines) => inventory(cfg, lines),
    async sendPO(po) {
      const r = await call(cfg, 'purchaseOrder', 'sendPO', purchaseOrderBody(po));
      return { transactionId: r.transactionId ? String(r.transactionId) : null };
    },
    async orderStatus(poNumber) {
      const r = await call(cfg, 'orderStatus', 'getOrderStatus', {
        queryType: 'poSearch',
        referenceNumber: poNumber,
      });
      const arr = r.OrderStatusArray as { OrderStatus?: unknown } | undefined;
      return list(arr?.OrderStatus).flatMap((s) =>
        list((s.OrderStatusDetailArray as { OrderStatusDetail?: unknown })?.OrderStatusDetail).map((d) =>
          String(d.statusName ?? ''),
        ),
      );
    },
    async shipNotices(po) {
      const r = await call(cfg, 'shipment', 'getOrderShipmentNotification', {
        queryType: 'poSearch',
        referenceNumber: po.poNumber,
      });
      return noticesOf(r, po);
    },
  };
}
