import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { autoRecharge } from '../../services/billing/card-payments.ts';
import type { FundsNotice } from '../../services/orders/order-money.ts';

/**
 * What order placement needs from the request (placeOrder's context): who acts (and who assumed them), their
 * address, and the funds notice (mail, the public origin, auto-recharge after an order is held). Shared by the
 * cart's placement and the order from a quote token.
 */
export function placementContext(deps: AppDeps, req: FastifyRequest) {
  const { db, payments, reporter } = deps;
  return {
    assumedBy: req.user?.assumedBy?.id ?? null,
    ip: req.ip,
    notice: {
      ...fundsNotice(deps, req),
      afterHeld: (userId: string) =>
        void autoRecharge(db, payments, userId).catch((err: Error) =>
          reporter.report(err, { where: 'auto-recharge' }),
        ),
    },
  };
}

/** Who tells the customer what a held order needs (mail, links at the public origin, transfer instructions). */
export function fundsNotice({ mail, config }: AppDeps, req: FastifyRequest): FundsNotice {
  return { mailer: mail, origin: publicOrigin(config, req), transfer: config.transfer ?? null };
}
