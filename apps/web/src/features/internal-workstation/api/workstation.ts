import type {
  PrintFileName,
  ClockInRequestSchema,
  FetchList,
  CurrentShiftSchema,
  ScanRequest,
  StationPhotoSavedSchema,
  ScanResult,
  Shift,
  UnitEmbroidery,
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
    /** POST internal camera/:kind/:barcode: a station camera's photo (the image is the body). */
    stationPhoto: b.mutation<
      z.infer<typeof StationPhotoSavedSchema>,
      { kind: 'qc' | 'packing'; barcode: string; photo: Blob }
    >({
      query: ({ kind, barcode, photo }) => ({
        url: serviceUrl('internal', '/camera/:kind/:barcode', { kind, barcode }),
        method: 'POST',
        body: photo,
      }),
      invalidatesTags: ['Claims'],
    }),
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
    /** GET internal units/{barcode}/embroidery: the unit's DST files (stitches, colour stops, size) and run size. */
    unitEmbroidery: b.query<UnitEmbroidery, string>({
      query: (barcode) => serviceUrl('internal', '/units/:barcode/embroidery', { barcode }),
      providesTags: ['Units'],
    }),
    /** GET health: the station's connectivity check (its latency gives the signal bars). */
    stationPing: b.query<unknown, void>({
      query: () => '/api/health',
      keepUnusedDataFor: 0,
    }),
  }),
});

/** A unit side's print-ready file (a plain link: the browser downloads it; drawn on first ask, then stored). */
export const unitPrintFileUrl = (barcode: string, side: string, file: PrintFileName) =>
  serviceUrl('internal', '/units/:barcode/print-files/:side/:file', { barcode, side, file });

export const {
  useUnitEmbroideryQuery,
  useCurrentShiftQuery,
  useClockInMutation,
  useStationPhotoMutation,
  useClockOutMutation,
  useScanMutation,
  useLazyStationPingQuery,
  useLazyUnitPreviewQuery,
  useLazyShippingFetchListQuery,
  useUnitPreviewQuery,
} = workstationApi;
