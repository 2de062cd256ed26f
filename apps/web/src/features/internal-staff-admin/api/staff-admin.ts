import type {
  StaffAssignment,
  StaffInviteRequestSchema,
  StaffListResponse,
  StaffMember,
} from '@platen/contracts';
import type { z } from 'zod';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

type Answer = { employee: StaffMember };

/** Staff administration: employees, invite, change, deactivate, reactivate, reset two-factor. */
export const staffAdminApi = injectApi({
  endpoints: (b) => ({
    staffList: b.query<StaffListResponse, void>({
      query: () => serviceUrl('internal', '/staff'),
      providesTags: ['Staff'],
    }),
    inviteEmployee: b.mutation<Answer, z.input<typeof StaffInviteRequestSchema>>({
      query: (body) => ({ url: serviceUrl('internal', '/staff'), method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    changeEmployee: b.mutation<Answer, { userId: string; assignment: StaffAssignment }>({
      query: ({ userId, assignment }) => ({
        url: serviceUrl('internal', '/staff/:userId', { userId }),
        method: 'PUT',
        body: assignment,
      }),
      invalidatesTags: ['Staff'],
    }),
    employeeAction: b.mutation<
      Answer,
      { userId: string; action: 'deactivate' | 'reactivate' | 'reset-two-factor' }
    >({
      query: ({ userId, action }) => ({
        url: serviceUrl('internal', `/staff/:userId/${action}`, { userId }),
        method: 'POST',
      }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useStaffListQuery,
  useInviteEmployeeMutation,
  useChangeEmployeeMutation,
  useEmployeeActionMutation,
} = staffAdminApi;
