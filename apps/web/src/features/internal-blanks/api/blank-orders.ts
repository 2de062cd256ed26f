import type { BlankOrder, FloorFacility } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** Staff calls of the blank orders screen: supplier blank orders, send now, receive, facilities' demo stock. */
export const blankOrdersApi = injectApi({
  endpoints: (b) => ({
    blankOrders: b.query<{ blankOrders: BlankOrder[] }, void>({
      query: () => serviceUrl('internal', '/blank-orders'),
      providesTags: ['BlankOrders'],
    }),
    sendBlankOrder: b.mutation<{ blankOrder: BlankOrder }, number>({
      query: (id) => ({ url: serviceUrl('internal', '/blank-orders/:id/send', { id }), method: 'POST' }),
      invalidatesTags: ['BlankOrders'],
    }),
    receiveBlanks: b.mutation<
      { blankOrder: BlankOrder; released: string[] },
      {
        id: number;
        lines: { productIdentifier: string; color: string; size: string; quantity: number }[];
      }
    >({
      query: ({ id, lines }) => ({
        url: serviceUrl('internal', '/blank-orders/:id/receive', { id }),
        method: 'POST',
        body: { lines },
      }),
      invalidatesTags: ['BlankOrders', 'Inventory'],
    }),
    floorFacilities: b.query<{ facilities: FloorFacility[] }, void>({
      query: () => serviceUrl('internal', '/facilities'),
      providesTags: ['Facilities'],
    }),
    setDemoStock: b.mutation<FloorFacility, { facility: string; demoStock: boolean }>({
      query: ({ facility, demoStock }) => ({
        url: serviceUrl('internal', '/facilities/:facility', { facility }),
        method: 'PUT',
        body: { demoStock },
      }),
      invalidatesTags: ['Facilities'],
    }),
  }),
});

export const {
  useBlankOrdersQuery,
  useSendBlankOrderMutation,
  useReceiveBlanksMutation,
  useFloorFacilitiesQuery,
  useSetDemoStockMutation,
} = blankOrdersApi;
