import { type CatalogProductDoc, catalogRepository, type Db } from '@platen/db';
import {
  PS_CHARGES,
  PS_FOB,
  psDecoration,
  psLocation,
  psPartInventory,
} from '@platen/domain/procurement/promostandards';
import { PsRefusal } from './supplier-services.ts';

/** Product Data 2.0.0, Media Content 1.1.0 and Pricing and Configuration 1.0.0 over the catalogue. */

type Args = Record<string, unknown>;
type Answer = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v));

async function productOf(db: Db, args: Args): Promise<CatalogProductDoc> {
  const id = str(args.productId);
  if (!id) throw new PsRefusal('fieldsRequired', 'productId');
  const p = await catalogRepository(db).product(id);
  if (!p) throw new PsRefusal('productNotFound', id);
  return p;
}

const imageUrl = (origin: string, template: string, colour?: string) =>
  `${origin}/api/print/mockup-template/${encodeURIComponent(template)}${colour ? `?color=${encodeURIComponent(colour)}` : ''}`;

/** getProduct: the product and its parts (one per colour and size). */
export async function getProduct(db: Db, args: Args, origin: string): Promise<Answer> {
  const p = await productOf(db, args);
  const hex = new Map(p.colors.map((c) => [c.name, c.hex]));
  const parts = psPartInventory(p, {
    partIds: str(args.partId) ? [str(args.partId)] : [],
    colours: str(args.colorName) ? [str(args.colorName)] : [],
  });
  const front = p.templates.front ?? Object.values(p.templates)[0];
  return {
    Product: {
      productId: p.identifier,
      productName: p.name,
      description: [p.description || p.name],
      productBrand: p.brand,
      ProductCategoryArray: p.categories.length
        ? { ProductCategory: p.categories.map((category) => ({ category })) }
        : undefined,
      primaryImageUrl: front ? imageUrl(origin, front) : undefined,
      isCaution: false,
      isCloseout: false,
      ProductPartArray: {
        ProductPart: parts.map((part) => ({
          partId: part.partId,
          description: [part.partDescription],
          ColorArray: { Color: [{ hex: hex.get(part.partColor), colorName: part.partColor }] },
          primaryMaterial: p.material || undefined,
          ApparelSize: { apparelStyle: 'Unisex', labelSize: part.labelSize },
          isCloseout: false,
          isCaution: false,
          isOnDemand: true,
        })),
      },
    },
  };
}

/** getProductDateModified: the catalogue keeps no per-product change time, so every product may have changed. */
export async function productDateModified(db: Db, args: Args): Promise<Answer> {
  if (Number.isNaN(Date.parse(str(args.changeTimeStamp))))
    throw new PsRefusal('fieldsRequired', 'changeTimeStamp');
  const all = await catalogRepository(db).all();
  return { ProductDateModifiedArray: { ProductDateModified: all.map((p) => ({ productId: p.identifier })) } };
}

/** getProductCloseOut: Platen closes nothing out (a backlogged blank still sells), so no results. */
export async function productCloseOut(): Promise<Answer> {
  throw new PsRefusal('noResults');
}

/** getProductSellable: sellable = designable in Platen (a print-on-demand product). */
export async function productSellable(db: Db, args: Args): Promise<Answer> {
  const want = args.isSellable === true || str(args.isSellable) === 'true';
  const all = await catalogRepository(db).all();
  const id = str(args.productId);
  const rows = all.filter((p) => p.designable === want && (!id || p.identifier === id || p.productId === id));
  if (rows.length === 0) throw new PsRefusal('noResults');
  return { ProductSellableArray: { ProductSellable: rows.map((p) => ({ productId: p.identifier })) } };
}

/** getMediaContent (Image): one mockup template view per colour and side of the product. */
export async function mediaContent(db: Db, args: Args, origin: string): Promise<Answer> {
  const p = await productOf(db, args);
  if (str(args.mediaType) !== 'Image') throw new PsRefusal('noResults');
  const sides = Object.entries(p.templates);
  const items = p.colors.flatMap((c) =>
    sides.map(([side, template]) => ({
      productId: p.identifier,
      url: imageUrl(origin, template, c.name),
      mediaType: 'Image',
      color: c.name,
      description: `${p.name}, ${c.name}, ${side}`,
      singlePart: false,
    })),
  );
  if (items.length === 0) throw new PsRefusal('noResults');
  return { MediaContentArray: { MediaContent: items } };
}

/** getMediaDateModified: like the product dates, every product's media may have changed. */
export async function mediaDateModified(db: Db, args: Args): Promise<Answer> {
  if (Number.isNaN(Date.parse(str(args.changeTimeStamp))))
    throw new PsRefusal('fieldsRequired', 'changeTimeStamp');
  const all = await catalogRepository(db).all();
  return { MediaDateModifiedArray: { MediaDateModified: all.map((p) => ({ productId: p.identifier })) } };
}

const locations = (p: CatalogProductDoc) => Object.keys(p.printAreas).map(psLocation);
const decorations = (p: CatalogProductDoc) =>
  p.printTypes.map((t, i) => {
    const d = psDecoration(t, i);
    return { decorationId: d.id, decorationName: d.name };
  });

export async function availableLocations(db: Db, args: Args): Promise<Answer> {
  const p = await productOf(db, args);
  return { AvailableLocationArray: { AvailableLocation: locations(p) } };
}

/** getDecorationColors: Platen prints full colour (no PMS matching) at every location of the product. */
export async function decorationColors(db: Db, args: Args): Promise<Answer> {
  const p = await productOf(db, args);
  const location = locations(p).find((l) => l.locationId === Number(args.locationId));
  if (!location) throw new PsRefusal('noResults');
  return {
    DecorationColors: {
      ColorArray: { Color: [{ colorId: 1, colorName: 'Full Color' }] },
      productId: p.identifier,
      locationId: location.locationId,
      DecorationMethodArray: { DecorationMethod: decorations(p) },
      pmsMatch: false,
      fullColor: true,
    },
  };
}

const fob = (productIds: string[]) => ({
  fobId: PS_FOB.fobId,
  fobPostalCode: PS_FOB.zip,
  fobCity: PS_FOB.city,
  fobState: PS_FOB.state,
  fobCountry: PS_FOB.country,
  CurrencySupportedArray: { CurrencySupported: [{ currency: 'USD' }] },
  ProductArray: { Product: productIds.map((productId) => ({ productId })) },
});

export async function fobPoints(db: Db, args: Args): Promise<Answer> {
  const p = await productOf(db, args);
  return { FobPointArray: { FobPoint: [fob([p.identifier])] } };
}

export async function availableCharges(): Promise<Answer> {
  return { AvailableChargeArray: { AvailableCharge: [...PS_CHARGES] } };
}

/** getConfigurationAndPricing: each part's blank price (USD, per each); Decorated adds the print locations. */
export async function configurationAndPricing(db: Db, args: Args): Promise<Answer> {
  const p = await productOf(db, args);
  if (str(args.currency) !== 'USD') throw new PsRefusal('notSupported', `currency ${str(args.currency)}`);
  if (str(args.fobId) !== PS_FOB.fobId) throw new PsRefusal('notSupported', `fobId ${str(args.fobId)}`);
  const today = new Date().toISOString().slice(0, 10);
  const parts = psPartInventory(p, { partIds: str(args.partId) ? [str(args.partId)] : [] });
  if (parts.length === 0) throw new PsRefusal('noResults');
  const decorated = str(args.configurationType) === 'Decorated';
  return {
    Configuration: {
      PartArray: {
        Part: parts.map((part) => ({
          partId: part.partId,
          partDescription: part.partDescription,
          PartPriceArray: {
            PartPrice: [
              {
                minQuantity: 1,
                price: (p.prices[part.labelSize] ?? 0) / 100,
                priceUom: 'EA',
                priceEffectiveDate: today,
                priceExpiryDate: today,
              },
            ],
          },
          partGroup: 1,
          partGroupRequired: true,
          partGroupDescription: 'Garment',
          ratio: 1,
        })),
      },
      LocationArray: decorated
        ? {
            Location: locations(p).map((l, i) => ({
              ...l,
              DecorationArray: { Decoration: decorations(p) },
              decorationsIncluded: 0,
              defaultLocation: i === 0,
              maxDecoration: 1,
              minDecoration: 0,
            })),
          }
        : undefined,
      productId: p.identifier,
      currency: 'USD',
      FobArray: { Fob: [{ fobId: PS_FOB.fobId, fobPostalCode: PS_FOB.zip }] },
      priceType: str(args.priceType) || 'List',
    },
  };
}
