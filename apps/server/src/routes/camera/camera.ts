import {
  ClaimStationPhotoParamsSchema,
  StationPhotoParamsSchema,
  StationPhotoSavedSchema,
} from '@platen/contracts';
import { STATION_PHOTO_MAX_BYTES } from '@platen/domain/floor/station-photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { claimStationPhotoFile } from '../../services/camera/claim-station-photos.ts';
import { takeStationPhoto } from '../../services/camera/take-station-photo.ts';
import { sendFile } from '../../storage/send-stored.ts';

/** One byte over the cap still reaches the photo rule (its sentence); more is the parser's 413. */
const PHOTO_BODY_LIMIT = STATION_PHOTO_MAX_BYTES + 1;

/**
 * R-7-07 camera: the QC and packing stations' photos (the browser's webcam frame, or a picked file, as the raw
 * request body), and the claim review's view of them (claims.review).
 */
export const cameraRoutes =
  ({ db, files }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Any non-JSON type reaches the handler as bytes so the photo rule answers with its sentence (JSON parses as
    // everywhere and is refused there too).
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PHOTO_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/api/internal/camera/:kind/:barcode',
      {
        bodyLimit: PHOTO_BODY_LIMIT,
        schema: { params: StationPhotoParamsSchema, response: { 201: StationPhotoSavedSchema } },
      },
      async (req, reply) => {
        const saved = await takeStationPhoto(
          { db, files },
          {
            kind: req.params.kind,
            barcode: req.params.barcode,
            contentType: req.headers['content-type'] ?? '',
            body: req.body,
            actorId: currentUser(req).id,
          },
        );
        return reply.code(201).send(saved);
      },
    );
    app.get(
      '/api/internal/claims/:claimId/station-photos/:photoId',
      { schema: { params: ClaimStationPhotoParamsSchema } },
      async (req, reply) => {
        const f = await claimStationPhotoFile(db, files, req.params.claimId, req.params.photoId);
        return sendFile(reply, f, { cache: 'private, max-age=300', filename: 'station-photo' });
      },
    );
  };
