import type { StationQueueSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi, settle } from '@/api/base-api.ts';
import { http } from '@/lib/http.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type StationQueue = z.infer<typeof StationQueueSchema>;

/** What waits at a station (the station screen and the batch screen) and the job tickets of a batch. */
export const stationQueueApi = injectApi({
  endpoints: (b) => ({
    /** GET internal stations/{station}/queue: what waits here, counted by product, colour and size; DTG batches. */
    stationQueue: b.query<StationQueue, { station: string; facility: string }>({
      query: ({ station, facility }) =>
        serviceUrl('internal', '/stations/:station/queue', { station, facility }),
      providesTags: ['Units'],
    }),
    /**
     * POST internal stations/{station}/tickets.pdf: one PDF of job tickets for a batch or a selection, as an
     * object URL the screen opens for printing (the caller revokes it).
     */
    batchTickets: b.mutation<string, { station: string; barcodes: string[] }>({
      queryFn: ({ station, barcodes }) =>
        settle(
          http
            .post<Blob>(
              serviceUrl('internal', '/stations/:station/tickets.pdf', { station }),
              { barcodes },
              {
                blob: true,
              },
            )
            .then((pdf) => URL.createObjectURL(pdf)),
        ),
    }),
  }),
});

export const { useStationQueueQuery, useBatchTicketsMutation } = stationQueueApi;
