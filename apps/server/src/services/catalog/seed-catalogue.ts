import { type Db, seedCatalog, seedPricing } from '@platen/db';

/** Seed step: the catalogue (categories, products, templates, blank prices), then the pricing tables. */
export async function seedCatalogue(db: Db): Promise<void> {
  await seedCatalog(db);
  await seedPricing(db);
}
