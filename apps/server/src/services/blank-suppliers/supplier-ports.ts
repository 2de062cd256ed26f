import type { BlankSku, ShipNotice } from '@platen/domain/floor/supplier-channels';
import type { Mailer } from '../mail/mailer.ts';
import type { BlankSupplierConfig, PromoStandardsSupplierConfig } from './supplier-config.ts';

/** A blank order as a purchase order: its number, ship-to facility and lines. */
export interface PurchaseOrderRequest {
  poNumber: string;
  facility: string;
  lines: (BlankSku & { quantity: number })[];
}

/** What Platen asks of a PromoStandards supplier (services/blank-suppliers/promostandards-client.ts). */
export interface PromoStandardsClient {
  /** Inventory 2.0.0 getInventoryLevels: the quantity available per sku key (product|color|size). */
  inventory(lines: PurchaseOrderRequest['lines']): Promise<Map<string, number>>;
  /** Purchase Order 1.0.0 sendPO: the supplier's transaction id. */
  sendPO(po: PurchaseOrderRequest): Promise<{ transactionId: string | null }>;
  /** Order Status 2.0.0 getOrderStatus: the statuses the supplier reports for the PO (one per sales order). */
  orderStatus(poNumber: string): Promise<string[]>;
  /** Order Shipment Notification 2.0.0 getOrderShipmentNotification: the PO's shipments (items by line number). */
  shipNotices(po: PurchaseOrderRequest): Promise<ShipNotice[]>;
}

/** What the supplier sync needs: the channels, a PromoStandards client maker and the mailer (DELTA). */
export interface SupplierPorts {
  config: BlankSupplierConfig;
  promoStandards: (supplier: string, config: PromoStandardsSupplierConfig) => PromoStandardsClient;
  mailer: () => Promise<Mailer>;
}
