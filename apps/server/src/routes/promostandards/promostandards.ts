import { ApiErrorSchema } from '@platen/contracts';
import { XMLValidator } from 'fast-xml-parser';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import { PS_SERVICES, psSoapServers } from '../../services/promostandards/soap-servers.ts';
import { wsdlFile } from '../../services/promostandards/supplier-services.ts';

const XML_LIMIT = 1024 * 1024;
const soapAnswer = z.string().describe('A SOAP 1.1 envelope (text/xml)');
const params = z.object({
  service: z.enum(PS_SERVICES.map((s) => s.folder) as [string, ...string[]]),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
});
const fileParams = params.extend({ file: z.string().regex(/^[A-Za-z]+\.(wsdl|xsd)$/) });

/** A client-side SOAP Fault (the envelope could not be read). */
const fault = (text: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Client</faultcode><faultstring>${text}</faultstring></soap:Fault></soap:Body></soap:Envelope>`;

/**
 * PromoStandards as a supplier (docs/decisions/promostandards.md): SOAP at /api/promostandards/<Service>/<version>
 * (the envelope carries its own credential: account id + API key), and the WSDL/XSD files beside it.
 */
export const promoStandardsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The WSDLs and XSDs are read at the first SOAP call (it waits for them): nothing at start-up.
    let loading: ReturnType<typeof psSoapServers> | undefined;
    const servers = () => {
      loading ??= psSoapServers(deps.db, publicOrigin(deps.config)).catch((err: unknown) => {
        loading = undefined;
        throw err;
      });
      return loading;
    };
    const perSource = rateLimit(deps.db, {
      name: 'promostandards',
      max: 300,
      windowSeconds: 60,
      key: bySource,
    });
    for (const type of ['text/xml', 'application/xml', 'application/soap+xml'])
      if (!app.hasContentTypeParser(type))
        app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: XML_LIMIT }, (_req, body, done) =>
          done(null, body),
        );

    app.post(
      '/api/promostandards/:service/:version',
      {
        schema: {
          params,
          body: z.string().max(XML_LIMIT).describe('A SOAP 1.1 envelope (text/xml)'),
          response: {
            200: soapAnswer,
            400: z.union([soapAnswer, ApiErrorSchema]),
            404: soapAnswer,
            500: soapAnswer,
          },
          description:
            'PromoStandards SOAP operation (Inventory 2.0.0, PO 1.0.0, Order Status 2.0.0, OSN 2.0.0)',
        },
        preHandler: perSource,
      },
      async (req, reply) => {
        const run = (await servers()).get(`${req.params.service}/${req.params.version}`);
        if (!run) return reply.status(404).type('text/xml').send('<error>No such service version.</error>');
        if (XMLValidator.validate(req.body) !== true || !/<([\w-]+:)?Envelope[\s>]/.test(req.body))
          return reply
            .status(400)
            .type('text/xml; charset=utf-8')
            .send(fault('The body must be a SOAP 1.1 envelope (well-formed XML).'));
        const soapAction = req.headers.soapaction;
        const r = await run(req.body, {
          'content-type': 'text/xml; charset=utf-8',
          ...(typeof soapAction === 'string' ? { soapaction: soapAction } : {}),
        });
        // The soap library answers 200, or 500 with a SOAP Fault; anything else is reported as a fault too.
        const code = r.statusCode === 200 ? 200 : 500;
        return reply
          .status(code)
          .header('content-type', 'text/xml; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(r.body);
      },
    );

    app.get(
      '/api/promostandards/:service/:version/:file',
      { schema: { params: fileParams, response: { 200: z.string(), 400: ApiErrorSchema, 404: z.string() } } },
      async (req, reply) => {
        const def = PS_SERVICES.find(
          (s) => s.folder === req.params.service && s.version === req.params.version,
        );
        if (!def) return reply.status(404).type('text/plain').send('No such service version.');
        try {
          const { xml } = wsdlFile(def.folder, def.version, req.params.file);
          return reply.type('text/xml; charset=utf-8').send(xml);
        } catch {
          return reply.status(404).type('text/plain').send('No such file.');
        }
      },
    );
  };
