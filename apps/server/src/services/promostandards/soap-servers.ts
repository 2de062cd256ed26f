import type { Db } from '@platen/db';
import soap from 'soap';
import {
  availableCharges,
  availableLocations,
  configurationAndPricing,
  decorationColors,
  fobPoints,
  getProduct,
  mediaContent,
  mediaDateModified,
  productCloseOut,
  productDateModified,
  productSellable,
} from './supplier-catalogue.ts';
import { getInvoices, getVoidedInvoices } from './supplier-invoices.ts';
import {
  errorMessageBody,
  filterValues,
  inventoryLevels,
  orderStatus,
  orderStatusTypes,
  PsRefusal,
  psAccount,
  refusalBody,
  sendPO,
  shipmentNotifications,
  wsdlFile,
} from './supplier-services.ts';

type Args = Record<string, unknown>;
type Op = (db: Db, user: Awaited<ReturnType<typeof psAccount>>, args: Args, origin: string) => unknown;

/** One PromoStandards service Platen serves: its WSDL folder, service and port names, and operations. */
interface ServiceDef {
  folder: string;
  version: string;
  wsdl: string;
  service: string;
  port: string;
  /** Media Content 1.1.0 and Pricing and Configuration 1.0.0 answer refusals as one ErrorMessage. */
  errorMessage?: true;
  ops: Record<string, Op>;
}

export const PS_SERVICES: readonly ServiceDef[] = [
  {
    folder: 'Inventory',
    version: '2.0.0',
    wsdl: 'InventoryService.wsdl',
    service: 'InventoryService',
    port: 'InventoryServiceServicePort',
    ops: {
      getInventoryLevels: (db, _u, a) => inventoryLevels(db, a),
      getFilterValues: (db, _u, a) => filterValues(db, a),
    },
  },
  {
    folder: 'PO',
    version: '1.0.0',
    wsdl: 'POService.wsdl',
    service: 'POService',
    port: 'POServicePort',
    ops: { sendPO },
  },
  {
    folder: 'OrderStatus',
    version: '2.0.0',
    wsdl: 'OrderStatusService.wsdl',
    service: 'OrderStatusService',
    port: 'OrderStatusServiceServicePort',
    ops: { getOrderStatusTypes: () => orderStatusTypes(), getOrderStatus: orderStatus },
  },
  {
    folder: 'OrderShipmentNotification',
    version: '2.0.0',
    wsdl: 'OrderShipmentNotificationService.wsdl',
    service: 'OrderShipmentNotificationService',
    port: 'OrderShipmentNotificationServiceServicePort',
    ops: { getOrderShipmentNotification: shipmentNotifications },
  },
  {
    folder: 'ProductData',
    version: '2.0.0',
    wsdl: 'ProductDataService.wsdl',
    service: 'ProductDataService',
    port: 'ProductDataServiceServicePort',
    ops: {
      getProduct: (db, _u, a, origin) => getProduct(db, a, origin),
      getProductDateModified: (db, _u, a) => productDateModified(db, a),
      getProductCloseOut: () => productCloseOut(),
      getProductSellable: (db, _u, a) => productSellable(db, a),
    },
  },
  {
    folder: 'MediaContent',
    version: '1.1.0',
    wsdl: 'MediaService.wsdl',
    service: 'MediaService',
    port: 'MediaServiceServicePort',
    errorMessage: true,
    ops: {
      getMediaContent: (db, _u, a, origin) => mediaContent(db, a, origin),
      getMediaDateModified: (db, _u, a) => mediaDateModified(db, a),
    },
  },
  {
    folder: 'PricingAndConfiguration',
    version: '1.0.0',
    wsdl: 'PricingAndConfigurationService.wsdl',
    service: 'PricingAndConfigurationService',
    port: 'PricingAndConfigurationServiceServicePort',
    errorMessage: true,
    ops: {
      getAvailableLocations: (db, _u, a) => availableLocations(db, a),
      getDecorationColors: (db, _u, a) => decorationColors(db, a),
      getFobPoints: (db, _u, a) => fobPoints(db, a),
      getAvailableCharges: () => availableCharges(),
      getConfigurationAndPricing: (db, _u, a) => configurationAndPricing(db, a),
    },
  },
  {
    folder: 'Invoice',
    version: '1.0.0',
    wsdl: 'InvoiceService.wsdl',
    service: 'InvoiceService',
    port: 'InvoiceServiceServicePort',
    ops: { getInvoices, getVoidedInvoices },
  },
];

export interface SoapAnswer {
  statusCode: number;
  body: string;
}

/** Every operation checks the credential first; a refusal is the operation's own ServiceMessageArray. */
function implementation(db: Db, def: ServiceDef, origin: string) {
  const port: Record<string, (args: Args) => Promise<unknown>> = {};
  for (const [name, op] of Object.entries(def.ops))
    port[name] = async (args) => {
      try {
        return await op(db, await psAccount(db, args, def.version), args, origin);
      } catch (err) {
        if (err instanceof PsRefusal) return def.errorMessage ? errorMessageBody(err) : refusalBody(err);
        throw err;
      }
    };
  return { [def.service]: { [def.port]: port } };
}

/**
 * The soap library's server without an HTTP server of its own (`processRequest`): Fastify keeps the request,
 * hands the envelope text here and sends the answer. Built once per service, ready when its XSDs are read.
 */
export async function psSoapServers(db: Db, origin: string) {
  const servers = new Map<string, (xml: string, headers: Record<string, string>) => Promise<SoapAnswer>>();
  for (const def of PS_SERVICES) {
    const { path, xml } = wsdlFile(def.folder, def.version, def.wsdl);
    const server = await new Promise<soap.Server>((resolve, reject) => {
      soap.listen(
        null as never,
        {
          path: '/',
          services: implementation(db, def, origin),
          xml,
          uri: path,
          suppressStack: true,
          callback: (err: unknown, s: soap.Server) => (err ? reject(err) : resolve(s)),
        } as never,
      );
    });
    servers.set(`${def.folder}/${def.version}`, async (body, headers) => {
      const r = await server.processRequest(body, { headers });
      return { statusCode: r.statusCode, body: r.body };
    });
  }
  return servers;
}
