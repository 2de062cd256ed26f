import type { StaffSessionSchema } from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { getUrl } from '@/api/requests.ts';

export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** GET internal me: the signed-in staff member's role and permissions (the staff navigation). */
export const staffSessionApi = injectApi({
  endpoints: (b) => ({
    staffSession: b.query<StaffSession, void>({
      query: getUrl('internal', '/me'),
      // A role manager change can open or close parts of the staff area.
      providesTags: ['Roles'],
    }),
  }),
});

export const { useStaffSessionQuery } = staffSessionApi;
