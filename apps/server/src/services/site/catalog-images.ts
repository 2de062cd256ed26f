import type { Db } from '@platen/db';
import { AppError } from '../../errors/app-error.ts';
import { productDetail } from '../catalog/catalog-service.ts';
import { renderTemplateView } from '../mockup/mockup-service.ts';
import type { RenderPool } from '../mockup/render-pool.ts';

/**
 * #22.2: a catalogue product's picture in one of its catalogue colours: its front mockup template filled with
 * the colour, rendered to PNG by the mockup renderer (cached on disk by the renderer).
 */
export async function productPicture(
  db: Db,
  dataDir: string,
  pool: RenderPool,
  productId: string,
  color: string,
): Promise<Buffer> {
  const p = await productDetail(db, productId);
  const c = p.colors.find((x) => x.name.toLowerCase() === color.toLowerCase());
  if (!c) throw new AppError('not_found', `${p.name} does not come in ${color}.`);
  const template = p.templates.front ?? Object.values(p.templates)[0];
  if (!template) throw new AppError('not_found', `${p.name} has no picture.`);
  return renderTemplateView(db, dataDir, pool, template, c.hex);
}
