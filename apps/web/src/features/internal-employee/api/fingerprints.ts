import type {
  EmployeeFingerprint,
  Fingerprint,
  FingerprintClockRequest,
  FingerprintClockResult,
  FingerprintEnrolRequest,
  MyFingerprints,
  WebAuthnOptions,
} from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Fingerprint clock-in: my fingerprints, enrolling one, everyone's (supervisors), and a touch at a station. */
export const fingerprintsApi = injectApi({
  endpoints: (b) => ({
    /** GET internal employee/fingerprints: mine, and how many may be enrolled. */
    myFingerprints: b.query<MyFingerprints, void>({
      query: () => serviceUrl('internal', '/employee/fingerprints'),
      providesTags: ['Fingerprints'],
    }),
    /** POST internal employee/fingerprints/options: what the platform authenticator is asked to make. */
    fingerprintEnrolOptions: b.mutation<WebAuthnOptions, void>({
      query: () => ({ url: serviceUrl('internal', '/employee/fingerprints/options'), method: 'POST' }),
    }),
    /** POST internal employee/fingerprints: the new credential, kept. */
    enrolFingerprint: b.mutation<Fingerprint, FingerprintEnrolRequest>({
      query: (body) => ({ url: serviceUrl('internal', '/employee/fingerprints'), method: 'POST', body }),
      invalidatesTags: ['Fingerprints'],
    }),
    /** GET internal employee/fingerprints/enrolled: every employee's live fingerprints (supervisors). */
    enrolledFingerprints: b.query<{ fingerprints: EmployeeFingerprint[] }, void>({
      query: () => serviceUrl('internal', '/employee/fingerprints/enrolled'),
      providesTags: ['Fingerprints'],
    }),
    /** DELETE internal employee/{userId}/fingerprints/{credentialId}: a supervisor removes a lost one. */
    removeFingerprint: b.mutation<void, { userId: string; credentialId: string }>({
      query: (p) => ({
        url: serviceUrl('internal', '/employee/:userId/fingerprints/:credentialId', p),
        method: 'DELETE',
      }),
      invalidatesTags: ['Fingerprints'],
    }),
    /** POST internal employee/clock/options: a station screen asks for a touch (no username). */
    clockTouchOptions: b.mutation<WebAuthnOptions, void>({
      query: () => ({ url: serviceUrl('internal', '/employee/clock/options'), method: 'POST' }),
    }),
    /** POST internal employee/clock: the touch clocks its employee in or out at this station. */
    clockByTouch: b.mutation<FingerprintClockResult, FingerprintClockRequest>({
      query: (body) => ({ url: serviceUrl('internal', '/employee/clock'), method: 'POST', body }),
      invalidatesTags: ['Shift'],
    }),
  }),
});

export const {
  useMyFingerprintsQuery,
  useFingerprintEnrolOptionsMutation,
  useEnrolFingerprintMutation,
  useEnrolledFingerprintsQuery,
  useRemoveFingerprintMutation,
  useClockTouchOptionsMutation,
  useClockByTouchMutation,
} = fingerprintsApi;
