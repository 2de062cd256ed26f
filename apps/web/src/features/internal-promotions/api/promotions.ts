import type { PromoReport } from '@platen/contracts';
import { injectApi } from '@/api/base-api.ts';
import { serviceUrl } from '@/lib/service-url.ts';

/** GET internal promotions: what a promotional campaign sent, one page (staff with promotions.view). */
export const promotionsApi = injectApi({
  endpoints: (b) => ({
    promoReport: b.query<PromoReport, { campaign: PromoReport['campaign']; page: number }>({
      query: ({ campaign, page }) => serviceUrl('internal', '/promotions', { campaign, page }),
    }),
  }),
});
export const { usePromoReportQuery } = promotionsApi;
