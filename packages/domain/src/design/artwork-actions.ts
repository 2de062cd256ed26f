import { isVectorFormat } from './artwork-format.ts';

/** What an integrator may do with an artwork now, and why not when refused (GET /api/v3/artwork/{id}/actions). */
export interface ArtworkAction {
  action: 'design' | 'rename' | 'delete' | 'declare-rights' | 'convert';
  allowed: boolean;
  reason: string | null;
}

/** Formats rendered to PNG by the conversion (vectors, PDF/AI, EPS and DST embroidery). */
export const CONVERTIBLE_FORMATS = ['svg', 'pdf', 'eps', 'dst'] as const;
export const isConvertible = (format: string) =>
  (CONVERTIBLE_FORMATS as readonly string[]).includes(format) && isVectorFormat(format);

/**
 * The message when an artwork cannot be deleted: a design in these open orders places it. The one wording of the
 * rule, shared by the refusal and the list of actions.
 */
export const deleteRefusedMessage = (openOrders: readonly string[]) =>
  `This artwork is used by a design in open order ${openOrders.join(', ')}; it can be deleted once the order ships or is cancelled.`;

export function artworkActions(a: {
  format: string;
  openOrders: readonly string[];
  rightsDeclared: boolean;
}): ArtworkAction[] {
  const yes = (action: ArtworkAction['action']): ArtworkAction => ({ action, allowed: true, reason: null });
  const no = (action: ArtworkAction['action'], reason: string): ArtworkAction => ({
    action,
    allowed: false,
    reason,
  });
  return [
    yes('design'),
    yes('rename'),
    a.openOrders.length ? no('delete', deleteRefusedMessage(a.openOrders)) : yes('delete'),
    a.rightsDeclared
      ? no('declare-rights', 'The rights to this artwork are already declared.')
      : yes('declare-rights'),
    isConvertible(a.format)
      ? yes('convert')
      : no('convert', `A ${a.format.toUpperCase()} image is already pixels: there is nothing to convert.`),
  ];
}
