import type {
  ClockInRequestSchema,
  FetchList,
  CurrentShiftSchema,
  ScanRequest,
  ScanResult,
  Shift,
  UnitPreview,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl, sendBody } from '@/api/requests.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type ClockIn = z.infer<typeof ClockInRequestSchema>;
type CurrentShift = z.infer<typeof CurrentShiftSchema>;

/** The station screen's server calls (one endpoint per route; types from the contracts). */
export const workstationApi = injectApi({
  endpoints: (b) => ({
    /** GET internal shifts/current: the signed-in employee's open shift. */
    currentShift: b.query<CurrentShift, void>({
      query: getUrl('internal', '/shifts/current'),
      providesTags: ['Shift'],
    }),
    /** POST internal shifts: clock in at a station of a facility. */
    clockIn: b.mutation<Shift, ClockIn>({
      query: sendBody('POST', 'internal', '/shifts'),
      invalidatesTags: ['Shift'],
    }),
    /** DELETE internal shifts/current: clock out. */
    clockOut: b.mutation<Shift, void>({
      query: sendBody('DELETE', 'internal', '/shifts/current'),
      invalidatesTags: ['Shift'],
    }),
    /**
     * POST internal scans: a unit scanned here, under the Idempotency-Key the station's queue gave it (a resend
     * after a lost answer gets the stored answer); 409 carries where it is expected instead.
     */
    scan: b.mutation<ScanResult, { request: ScanRequest; key: string }>({
      query: ({ request, key }) => ({
        url: serviceUrl('internal', '/scans'),
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': key },
      }),
      invalidatesTags: ['Units'],
    }),
    /** GET internal units/{barcode}: a unit looked at before its verdict (QC scans first); nothing recorded. */
    unitPreview: b.query<UnitPreview, { barcode: string; station: string; facility: string }>({
      query: ({ barcode, station, facility }) =>
        serviceUrl('internal', '/units/:barcode', { barcode, station, facility }),
      keepUnusedDataFor: 0,
    }),
    /** GET internal shipping/fetch-list: a scanned bin label or unit gives its shipment's fetch list. */
    shippingFetchList: b.query<FetchList, { code: string; facility: string }>({
      query: ({ code, facility }) => serviceUrl('internal', '/shipping/fetch-list', { code, facility }),
      keepUnusedDataFor: 0,
    }),
    /** GET health: the station's connectivity check (its latency gives the signal bars). */
    stationPing: b.query<unknown, void>({
      query: () => '/api/health',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useCurrentShiftQuery,
  useClockInMutation,
  useClockOutMutation,
  useScanMutation,
  useLazyStationPingQuery,
  useLazyUnitPreviewQuery,
  useLazyShippingFetchListQuery,
  useUnitPreviewQuery,
} = workstationApi;
