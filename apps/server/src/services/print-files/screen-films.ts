import { separationInks } from '@platen/domain/print-files/separations';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { ImageSandbox } from '../image-sandbox/image-sandbox.ts';
import { type PrintFileDeps, renderedUnitPrintFile } from './print-files.ts';

/**
 * One screenprint film of a unit's side (its file store key): the print file separated by ink in the image
 * sandbox, one greyscale film per ink of the side's matched colours (R-5-18: at most 8; more is 422). Films are
 * stored beside the print file's version, keyed by the inks, and reused.
 */
export async function unitFilm(
  deps: PrintFileDeps & { images: ImageSandbox },
  req: { barcode: string; side: string; index: number },
): Promise<string> {
  const { keys, data, unit, inks: matched } = await renderedUnitPrintFile(deps, req);
  if (unit.printType !== 'screenprint')
    throw new AppError('unprocessable', `Unit ${unit.barcode} is not screenprinted: it has no films.`);
  const inks = separationInks(matched);
  if (!inks.ok) throw new AppError('unprocessable', inks.message);
  if (req.index >= inks.inks.length) throw notFound('Film');
  const dir = keys.png.replace(/print\.png$/, `films-${inks.inks.map((i) => i.hex).join('-')}`);
  const filmKey = (i: number) => `${dir}/${i}.png`;
  if (!(await deps.files.head(filmKey(inks.inks.length - 1)))) {
    const png = await deps.files.get(keys.png);
    if (!png) throw new Error(`print file ${keys.png} is not stored`);
    const films = await deps.images.run(
      'drawFilms',
      { png, inks: inks.inks.map((i) => i.rgb), dpi: data.dpi },
      { owner: data.owner },
    );
    for (const [i, film] of films.entries())
      await deps.files.put(
        filmKey(i),
        Buffer.from(film.buffer, film.byteOffset, film.byteLength),
        'image/png',
      );
  }
  return filmKey(req.index);
}
