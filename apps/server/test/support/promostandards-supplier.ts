import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as soap from 'soap';

const WSDL_DIR = fileURLToPath(new URL('../../src/services/promostandards/wsdl/', import.meta.url));

/** The services a supplier answers, each from the standard's WSDL (the same files the client is built from). */
const SERVICES = [
  { key: 'purchaseOrder', wsdl: 'PO/1.0.0/POService.wsdl', service: 'POService', port: 'POServicePort' },
  {
    key: 'orderStatus',
    wsdl: 'OrderStatus/2.0.0/OrderStatusService.wsdl',
    service: 'OrderStatusService',
    port: 'OrderStatusServiceServicePort',
  },
  {
    key: 'shipment',
    wsdl: 'OrderShipmentNotification/2.0.0/OrderShipmentNotificationService.wsdl',
    service: 'OrderShipmentNotificationService',
    port: 'OrderShipmentNotificationServiceServicePort',
  },
  {
    key: 'inventory',
    wsdl: 'Inventory/2.0.0/InventoryService.wsdl',
    service: 'InventoryService',
    port: 'InventoryServiceServicePort',
  },
] as const;

type Args = Record<string, unknown>;

export interface ShippedPackage {
  salesOrder: string;
  tracking: string;
  carrier: string;
  /** PO line number -> quantity shipped. */
  items: { line: number; quantity: number }[];
}

/**
 * A local stand-in for a PromoStandards supplier (SanMar, Alpha Broder): soap.listen on 127.0.0.1, one path per
 * service. It keeps the POs it receives, answers inventory from `stock` (product|colour|size -> count), the
 * order status from `status` and ship notices from `packages`, per PO number. Credentials are checked.
 */
export async function startPromoStandardsSupplier(credentials: { id: string; password: string }) {
  const received: { poNumber: string; po: Args; id: unknown }[] = [];
  const stock = new Map<string, number>();
  const status = new Map<string, string>();
  const packages = new Map<string, ShippedPackage[]>();
  const authorised = (a: Args) => a.id === credentials.id && a.password === credentials.password;
  const refused = {
    ServiceMessageArray: {
      ServiceMessage: [{ code: 100, description: 'ID (customerID) not found', severity: 'Error' }],
    },
  };
  const handlers = {
    purchaseOrder: {
      sendPO(a: Args) {
        if (!authorised(a)) return refused;
        const po = a.PO as Args;
        received.push({ poNumber: String(po.orderNumber), po, id: a.id });
        status.set(String(po.orderNumber), 'Received');
        return { transactionId: `SM-${received.length}` };
      },
    },
    inventory: {
      getInventoryLevels(a: Args) {
        if (!authorised(a)) return refused;
        const productId = String(a.productId);
        const parts = [...stock].filter(([k]) => k.startsWith(`${productId}|`));
        return {
          Inventory: {
            productId,
            PartInventoryArray: {
              PartInventory: parts.map(([k, n]) => {
                const [, color, size] = k.split('|');
                return {
                  partId: k,
                  mainPart: true,
                  partColor: color,
                  labelSize: size,
                  quantityAvailable: { Quantity: { uom: 'EA', value: n } },
                  manufacturedItem: false,
                  buyToOrder: false,
                };
              }),
            },
          },
        };
      },
    },
    orderStatus: {
      getOrderStatus(a: Args) {
        if (!authorised(a)) return refused;
        const po = String(a.referenceNumber);
        const s = status.get(po);
        if (!s) return { OrderStatusArray: undefined };
        return {
          OrderStatusArray: {
            OrderStatus: [
              {
                purchaseOrderNumber: po,
                OrderStatusDetailArray: {
                  OrderStatusDetail: [
                    {
                      salesOrderNumber: `SO-${po}`,
                      statusId: 1,
                      statusName: s,
                      responseRequired: false,
                      validTimestamp: new Date().toISOString(),
                    },
                  ],
                },
              },
            ],
          },
        };
      },
    },
    shipment: {
      getOrderShipmentNotification(a: Args) {
        if (!authorised(a)) return refused;
        const po = String(a.referenceNumber);
        const shipped = packages.get(po) ?? [];
        if (shipped.length === 0) return {};
        const address = { address1: '1 Supplier Way', city: 'Reno', region: 'NV', postalCode: '89501' };
        return {
          OrderShipmentNotificationArray: {
            OrderShipmentNotification: [
              {
                purchaseOrderNumber: po,
                complete: true,
                SalesOrderArray: {
                  SalesOrder: shipped.map((p) => ({
                    salesOrderNumber: p.salesOrder,
                    complete: true,
                    ShipmentLocationArray: {
                      ShipmentLocation: [
                        {
                          complete: true,
                          ShipFromAddress: address,
                          ShipToAddress: address,
                          PackageArray: {
                            Package: [
                              {
                                trackingNumber: p.tracking,
                                shipmentDate: new Date().toISOString(),
                                carrier: p.carrier,
                                shipmentMethod: 'Ground',
                                ItemArray: {
                                  Item: p.items.map((i) => ({
                                    purchaseOrderLineNumber: String(i.line),
                                    quantity: i.quantity,
                                  })),
                                },
                              },
                            ],
                          },
                        },
                      ],
                    },
                  })),
                },
              },
            ],
          },
        };
      },
    },
  };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const endpoints = {} as Record<(typeof SERVICES)[number]['key'], string>;
  for (const s of SERVICES) {
    const path = `/ps/${s.key}`;
    soap.listen(server, {
      path,
      services: { [s.service]: { [s.port]: handlers[s.key] } },
      xml: readFileSync(`${WSDL_DIR}${s.wsdl}`, 'utf8'),
      uri: `${WSDL_DIR}${s.wsdl}`,
    });
    endpoints[s.key] = `${base}${path}`;
  }
  return {
    endpoints,
    received,
    stock,
    status,
    packages,
    /** The environment that points Platen at this stand-in as `prefix` (SANMAR, ALPHA). */
    env(prefix: string) {
      return {
        [`${prefix}_PS_ID`]: credentials.id,
        [`${prefix}_PS_PASSWORD`]: credentials.password,
        [`${prefix}_PS_PO_URL`]: endpoints.purchaseOrder,
        [`${prefix}_PS_ORDER_STATUS_URL`]: endpoints.orderStatus,
        [`${prefix}_PS_SHIPMENT_URL`]: endpoints.shipment,
        [`${prefix}_PS_INVENTORY_URL`]: endpoints.inventory,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
