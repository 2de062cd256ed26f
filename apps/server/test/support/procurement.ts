import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';

/** The test's procurement system (a Coupa stand-in): what it sends and how it reads cXML answers. */
export const cxmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
});

export type CxmlBuilder = ReturnType<typeof create>;

/** A cXML request document: the envelope with the buyer's From identity and Sender shared secret. */
export function cxmlRequest(
  identity: string,
  secret: string,
  payloadId: string,
  build: (request: CxmlBuilder) => void,
) {
  const doc = create({ version: '1.0' }).ele('cXML', {
    payloadID: payloadId,
    timestamp: new Date().toISOString(),
  });
  const h = doc.ele('Header');
  h.ele('From').ele('Credential', { domain: 'NetworkID' }).ele('Identity').txt(identity);
  h.ele('To').ele('Credential', { domain: 'NetworkID' }).ele('Identity').txt('platen');
  h.ele('Sender')
    .ele('Credential', { domain: 'NetworkID' })
    .ele('Identity')
    .txt(identity)
    .up()
    .ele('SharedSecret')
    .txt(secret);
  build(doc.ele('Request', { deploymentMode: 'test' }) as unknown as CxmlBuilder);
  return doc.end();
}
