import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { autoRecharge } from '../../services/billing/card-payments.ts';

/**
 * What order placement needs from the request (placeOrder's context): who acts (and who assumed them), their
 * address, and the funds notice (mail, the public origin, auto-recharge after an order is held). Shared by the
 * cart's placement and the order from a quote token.
 */
export function placementContext({ db, mail, config, payments, reporter }: AppDeps, req: FastifyRequest) {
  return {
    assumedBy: req.user?.assumedBy?.id ?? null,
    ip: req.ip,
    notice: {
      mailer: mail,
      origin: publicOrigin(config, req),
      transfer: config.transfer ?? null,
      afterHeld: (userId: string) =>
        void autoRecharge(db, payments, userId).catch((err: Error) =>
          reporter.report(err, { where: 'auto-recharge' }),
        ),
    },
  };
}
