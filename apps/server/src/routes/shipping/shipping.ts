import {
  ParcelFileParamsSchema,
  TrackingCarrierParamsSchema,
  TrackingUpdateRequestSchema,
  TrackingUpdateResultSchema,
} from '@platen/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { parcelFileKey } from '../../services/shipping/parcel-views.ts';
import { recordTracking } from '../../services/shipping/record-tracking.ts';
import {
  TRACKING_SIGNATURE_HEADER,
  trackingSignatureProblem,
} from '../../services/shipping/tracking-signature.ts';
import { sendStored } from '../../storage/send-stored.ts';

/**
 * Shipping: signed carrier tracking updates, and each parcel's label and packing slip for the order's owner
 * (customer routes) and for staff at the stations (internal routes).
 */
export const shippingRoutes =
  ({ db, files, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v3/tracking/:carrier',
      {
        schema: {
          params: TrackingCarrierParamsSchema,
          body: TrackingUpdateRequestSchema,
          response: { 200: TrackingUpdateResultSchema },
        },
        // The signature is checked before the body is even validated: an unsigned sender learns nothing.
        preValidation: async (req) => {
          const secret = config.trackingWebhookSecret;
          if (!secret) throw new AppError('not_found', 'Tracking updates are not configured on this server.');
          const header = req.headers[TRACKING_SIGNATURE_HEADER];
          const problem = trackingSignatureProblem(
            secret,
            Array.isArray(header) ? header[0] : header,
            req.rawBody ?? '',
          );
          if (problem) throw new AppError('unauthorized', problem);
        },
      },
      async (req) => recordTracking(db, req.params.carrier, req.body),
    );

    const file = (kind: 'label' | 'slip', internal: boolean) =>
      app.get(
        `${internal ? '/api/internal' : '/api/v3'}/orders/:orderId/parcels/:parcelId/${kind}`,
        { schema: { params: ParcelFileParamsSchema } },
        async (req, reply) => {
          const key = await parcelFileKey(db, files, {
            ...req.params,
            userId: internal ? null : currentUser(req).id,
            kind,
          });
          return sendStored(reply, files, key, {
            cache: 'private, max-age=300',
            filename: `${kind}-${req.params.parcelId}.pdf`,
          });
        },
      );
    file('label', false);
    file('slip', false);
    file('label', true);
    file('slip', true);
  };
