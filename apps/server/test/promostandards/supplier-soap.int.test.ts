import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { ADDRESS, savedDesign } from '../ordering/support.ts';
import { type Client, newClient, openApp, type TestApp, testTargets } from '../support/harness.ts';

const [target] = await testTargets();
const wsdlDir = (service: string, version: string) =>
  fileURLToPath(new URL(`../../src/services/promostandards/wsdl/${service}/${version}/`, import.meta.url));

/** The answer's body element, validated against the service's XSD (xmllint-wasm: libxml2 compiled to wasm). */
async function expectValid(service: string, version: string, xsd: string, raw: string) {
  const body = /<soap:Body>([\s\S]*)<\/soap:Body>/.exec(raw)?.[1];
  expect(body, raw).toBeTruthy();
  const dir = wsdlDir(service, version);
  const r = await validateXML({
    xml: [{ fileName: 'answer.xml', contents: body! }],
    schema: [{ fileName: xsd, contents: readFileSync(dir + xsd, 'utf8') }],
    preload: [{ fileName: 'SharedObjects.xsd', contents: readFileSync(`${dir}SharedObjects.xsd`, 'utf8') }],
  });
  expect(
    r.errors.map((e) => e.message),
    body,
  ).toEqual([]);
}

describe('PromoStandards as a supplier (SOAP over the real server)', () => {
  let t: TestApp;
  let buyer: Client;
  let other: Client;
  let base: string;
  const clients = new Map<string, soap.Client>();
  const client = async (service: string, version: string, file: string) => {
    const key = `${service}/${version}`;
    if (!clients.has(key))
      clients.set(
        key,
        await soap.createClientAsync(`${base}/api/promostandards/${key}/${file}`, {
          endpoint: `${base}/api/promostandards/${key}`,
        }),
      );
    return clients.get(key)!;
  };
  const cred = (c: Client, version: string) => ({ wsVersion: version, id: c.userId, password: c.apiKey });

  beforeAll(async () => {
    t = await openApp(target!);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    buyer = await newClient(t.app, 'PS Distributor');
    other = await newClient(t.app, 'Other Distributor');
  });
  afterAll(async () => t?.close());

  it('Inventory 2.0.0: getInventoryLevels and getFilterValues answer the catalogue, valid by the XSD', async () => {
    const inv = await client('Inventory', '2.0.0', 'InventoryService.wsdl');
    const [levels, raw] = await inv.getInventoryLevelsAsync({
      ...cred(buyer, '2.0.0'),
      productId: 'gildan-5000',
    });
    await expectValid('Inventory', '2.0.0', 'InventoryService.xsd', raw);
    const parts = levels.Inventory.PartInventoryArray.PartInventory;
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0].quantityAvailable.Quantity.uom).toBe('EA');
    const [filters, raw2] = await inv.getFilterValuesAsync({
      ...cred(buyer, '2.0.0'),
      productId: 'gildan-5000',
    });
    await expectValid('Inventory', '2.0.0', 'InventoryService.xsd', raw2);
    const colour = filters.FilterValues.Filter.PartColorArray.partColor[0];
    const [narrow] = await inv.getInventoryLevelsAsync({
      ...cred(buyer, '2.0.0'),
      productId: 'gildan-5000',
      Filter: { PartColorArray: { partColor: [colour] } },
    });
    const narrowed = narrow.Inventory.PartInventoryArray.PartInventory;
    expect(narrowed.every((p: { partColor: string }) => p.partColor === colour)).toBe(true);
    expect(narrowed.length).toBeLessThan(parts.length);
  });

  it('wrong credentials answer the standard codes 100, 105, 110 and 115 and nothing else', async () => {
    const inv = await client('Inventory', '2.0.0', 'InventoryService.wsdl');
    const code = async (args: Record<string, unknown>) => {
      const [r, raw] = await inv.getInventoryLevelsAsync({ ...args, productId: 'gildan-5000' });
      await expectValid('Inventory', '2.0.0', 'InventoryService.xsd', raw);
      expect(r.Inventory).toBeUndefined();
      return r.ServiceMessageArray.ServiceMessage[0].code;
    };
    expect(await code({ ...cred(buyer, '2.0.0'), id: '00000000-0000-4000-8000-000000000000' })).toBe(100);
    expect(await code({ ...cred(buyer, '2.0.0'), password: other.apiKey })).toBe(105);
    expect(await code({ wsVersion: '2.0.0', id: buyer.userId })).toBe(110);
    expect(await code({ ...cred(buyer, '1.2.1') })).toBe(115);
  });

  it('PO 1.0.0 sendPO places the quoted order once per PO number; Order Status and OSN answer it to its account only', async () => {
    const designId = await savedDesign(t.db, buyer.userId);
    const q = await t.app.inject({
      method: 'POST',
      url: '/api/v3/quotes',
      headers: buyer.basic(),
      payload: {
        items: [
          {
            designId,
            product: { id: 'gildan-5000', color: 'Black' },
            sizes: { med: 2 },
            address: ADDRESS,
            shipping: 'UPS Ground',
          },
        ],
      },
    });
    expect(q.statusCode, q.body).toBe(201);
    const po = await client('PO', '1.0.0', 'POService.wsdl');
    const send = () =>
      po.sendPOAsync({
        ...cred(buyer, '1.0.0'),
        PO: {
          orderType: 'Configured',
          orderNumber: 'PS-PO-1001',
          orderDate: new Date().toISOString(),
          totalAmount: q.json().totalCents / 100,
          rush: false,
          currency: 'USD',
          ShipmentArray: {
            Shipment: [
              {
                ShipTo: {
                  customerPickup: false,
                  ContactDetails: { address1: ADDRESS.address1 },
                  shipmentId: 1,
                },
                packingListRequired: false,
                blindShip: false,
                allowConsolidation: false,
                FreightDetails: { carrier: 'UPS', service: 'GROUND' },
              },
            ],
          },
          LineItemArray: {
            LineItem: [
              {
                lineNumber: '1',
                description: 'Printed tee',
                lineType: 'New',
                ToleranceDetails: { tolerance: 'ExactOnly' },
                allowPartialShipments: false,
                lineItemTotal: q.json().totalCents / 100,
                referenceSalesQuote: q.json().token,
              },
            ],
          },
          termsAndConditions: 'Net 30',
        },
      });
    const [first, raw] = await send();
    await expectValid('PO', '1.0.0', 'POService.xsd', raw);
    expect(first.transactionId, raw).toMatch(/\S/);
    const [again] = await send();
    expect(again.transactionId).toBe(first.transactionId);

    const os = await client('OrderStatus', '2.0.0', 'OrderStatusService.wsdl');
    const [types, rawTypes] = await os.getOrderStatusTypesAsync(cred(buyer, '2.0.0'));
    await expectValid('OrderStatus', '2.0.0', 'OrderStatusService.xsd', rawTypes);
    expect(types.StatusArray.Status.map((s: { id: number }) => s.id)).toContain(80);
    const [status, rawStatus] = await os.getOrderStatusAsync({
      ...cred(buyer, '2.0.0'),
      queryType: 'poSearch',
      referenceNumber: 'PS-PO-1001',
    });
    await expectValid('OrderStatus', '2.0.0', 'OrderStatusService.xsd', rawStatus);
    const detail = status.OrderStatusArray.OrderStatus[0].OrderStatusDetailArray.OrderStatusDetail[0];
    expect(detail.salesOrderNumber).toBe(first.transactionId);
    const [theirs] = await os.getOrderStatusAsync({
      ...cred(other, '2.0.0'),
      queryType: 'poSearch',
      referenceNumber: 'PS-PO-1001',
    });
    expect(theirs.OrderStatusArray).toBeUndefined();
    expect(theirs.ServiceMessageArray.ServiceMessage[0].code).toBe(160);

    const osn = await client('OrderShipmentNotification', '2.0.0', 'OrderShipmentNotificationService.wsdl');
    const [notShipped, rawOsn] = await osn.getOrderShipmentNotificationAsync({
      ...cred(buyer, '2.0.0'),
      queryType: 'poSearch',
      referenceNumber: 'PS-PO-1001',
    });
    await expectValid('OrderShipmentNotification', '2.0.0', 'OrderShipmentNotificationService.xsd', rawOsn);
    expect(notShipped.ServiceMessageArray.ServiceMessage[0].code).toBe(160);

    const inv = await client('Invoice', '1.0.0', 'InvoiceService.wsdl');
    const [invoices, rawInv] = await inv.getInvoicesAsync({
      ...cred(buyer, '1.0.0'),
      queryType: 1,
      referenceNumber: 'PS-PO-1001',
    });
    await expectValid('Invoice', '1.0.0', 'InvoiceService.xsd', rawInv);
    const invoice = invoices.InvoiceArray.Invoice[0];
    expect(invoice.purchaseOrderNumber).toBe('PS-PO-1001');
    expect(Math.round(invoice.invoiceAmount * 100)).toBe(q.json().totalCents);
    const [theirInvoices] = await inv.getInvoicesAsync({
      ...cred(other, '1.0.0'),
      queryType: 1,
      referenceNumber: 'PS-PO-1001',
    });
    expect(theirInvoices.ServiceMessageArray.ServiceMessage[0].code).toBe(160);
    const [voided, rawVoided] = await inv.getVoidedInvoicesAsync({
      ...cred(buyer, '1.0.0'),
      queryType: 4,
      requestedDate: '2020-01-01T00:00:00Z',
    });
    await expectValid('Invoice', '1.0.0', 'InvoiceService.xsd', rawVoided);
    expect(voided.ServiceMessageArray.ServiceMessage[0].code).toBe(160);
  });

  it('Product Data 2.0.0: getProduct, getProductSellable, getProductDateModified, getProductCloseOut, valid by the XSD', async () => {
    const pd = await client('ProductData', '2.0.0', 'ProductDataService.wsdl');
    const loc = { localizationCountry: 'US', localizationLanguage: 'en' };
    const [product, raw] = await pd.getProductAsync({
      ...cred(buyer, '2.0.0'),
      ...loc,
      productId: 'gildan-5000',
    });
    await expectValid('ProductData', '2.0.0', 'ProductDataService.xsd', raw);
    expect(product.Product.productId).toBe('gildan-5000');
    expect(product.Product.ProductPartArray.ProductPart.length).toBeGreaterThan(1);
    const [sellable, raw2] = await pd.getProductSellableAsync({ ...cred(buyer, '2.0.0'), isSellable: true });
    await expectValid('ProductData', '2.0.0', 'ProductDataService.xsd', raw2);
    expect(
      sellable.ProductSellableArray.ProductSellable.map((p: { productId: string }) => p.productId),
    ).toContain('gildan-5000');
    const [modified, raw3] = await pd.getProductDateModifiedAsync({
      ...cred(buyer, '2.0.0'),
      changeTimeStamp: '2020-01-01T00:00:00Z',
    });
    await expectValid('ProductData', '2.0.0', 'ProductDataService.xsd', raw3);
    expect(modified.ProductDateModifiedArray.ProductDateModified.length).toBeGreaterThan(0);
    const [closeOut, raw4] = await pd.getProductCloseOutAsync(cred(buyer, '2.0.0'));
    await expectValid('ProductData', '2.0.0', 'ProductDataService.xsd', raw4);
    expect(closeOut.ServiceMessageArray.ServiceMessage[0].code).toBe(160);
    const [missing] = await pd.getProductAsync({
      ...cred(buyer, '2.0.0'),
      ...loc,
      productId: 'no-such-product',
    });
    expect(missing.ServiceMessageArray.ServiceMessage[0].code).toBe(130);
  });

  it('Media Content 1.1.0 and Pricing and Configuration 1.0.0: every operation answers the catalogue, valid by the XSD', async () => {
    const media = await client('MediaContent', '1.1.0', 'MediaService.wsdl');
    const [content, raw] = await media.getMediaContentAsync({
      ...cred(buyer, '1.1.0'),
      mediaType: 'Image',
      productId: 'gildan-5000',
    });
    await expectValid('MediaContent', '1.1.0', 'MediaService.xsd', raw);
    const url = content.MediaContentArray.MediaContent[0].url as string;
    expect(url).toContain('/api/print/mockup-template/');
    const [dates, raw2] = await media.getMediaDateModifiedAsync({
      ...cred(buyer, '1.1.0'),
      changeTimeStamp: '2020-01-01T00:00:00Z',
    });
    await expectValid('MediaContent', '1.1.0', 'MediaService.xsd', raw2);
    expect(dates.MediaDateModifiedArray.MediaDateModified.length).toBeGreaterThan(0);
    const [refused, raw3] = await media.getMediaContentAsync({
      ...cred(buyer, '1.1.0'),
      password: other.apiKey,
      mediaType: 'Image',
      productId: 'gildan-5000',
    });
    await expectValid('MediaContent', '1.1.0', 'MediaService.xsd', raw3);
    expect(refused.ErrorMessage.code).toBe(105);

    const ppc = await client('PricingAndConfiguration', '1.0.0', 'PricingAndConfigurationService.wsdl');
    const xsd = 'PricingAndConfigurationService.xsd';
    const loc = { localizationCountry: 'US', localizationLanguage: 'en' };
    const p = { ...cred(buyer, '1.0.0'), productId: 'gildan-5000', ...loc };
    const [locations, r1] = await ppc.getAvailableLocationsAsync(p);
    await expectValid('PricingAndConfiguration', '1.0.0', xsd, r1);
    const all = locations.AvailableLocationArray.AvailableLocation as {
      locationId: number;
      locationName: string;
    }[];
    const first = all.find((l) => l.locationName === 'front')!;
    expect(first.locationId).toBe(1);
    const [colours, r2] = await ppc.getDecorationColorsAsync({ ...p, locationId: first.locationId });
    await expectValid('PricingAndConfiguration', '1.0.0', xsd, r2);
    expect(colours.DecorationColors.fullColor).toBe(true);
    const [fob, r3] = await ppc.getFobPointsAsync(p);
    await expectValid('PricingAndConfiguration', '1.0.0', xsd, r3);
    const fobId = fob.FobPointArray.FobPoint[0].fobId;
    const [charges, r4] = await ppc.getAvailableChargesAsync(p);
    await expectValid('PricingAndConfiguration', '1.0.0', xsd, r4);
    expect(charges.AvailableChargeArray.AvailableCharge.length).toBeGreaterThan(0);
    const [config, r5] = await ppc.getConfigurationAndPricingAsync({
      ...cred(buyer, '1.0.0'),
      productId: 'gildan-5000',
      currency: 'USD',
      fobId,
      priceType: 'List',
      ...loc,
      configurationType: 'Decorated',
    });
    await expectValid('PricingAndConfiguration', '1.0.0', xsd, r5);
    const part = config.Configuration.PartArray.Part.find((x: { partId: string }) =>
      x.partId.endsWith('|med'),
    );
    expect(part.PartPriceArray.PartPrice[0].price).toBe(2.85);
    expect(config.Configuration.LocationArray.Location.length).toBe(
      locations.AvailableLocationArray.AvailableLocation.length,
    );
  });
});
