import { serviceUrl } from '@/lib/service-url.ts';

/** GET print mockup: the server-rendered PNG of a design on a product colour and side. */
export const mockupUrl = (designId: string, productId: string, color: string, side: string) =>
  serviceUrl('print', '/mockup/:designId/:productId/:color/:side', { designId, productId, color, side });
