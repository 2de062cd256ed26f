import { randomBytes } from 'node:crypto';
import type { PunchoutMessage } from '@platen/domain/procurement/punchout';
import { XMLParser } from 'fast-xml-parser';
import { create } from 'xmlbuilder2';

/**
 * cXML 1.2 reading and writing with a maintained parser and builder (never string concatenation). Entities are
 * not expanded and DOCTYPEs are ignored (no external DTD is fetched, no entity expansion bomb).
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'ItemOut' || name === 'Extrinsic' || name === 'Credential',
});

export const CXML_VERSION = '1.2.014';
const DTD = (file: string) => `http://xml.cxml.org/schemas/cXML/${CXML_VERSION}/${file}`;

/** A parsed cXML node: elements by name, attributes as '@name', text as '#text'. */
export type Node = Record<string, unknown>;

export class CxmlError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The cXML envelope of a request: its payloadID, the From/Sender credentials, and the request element. */
export function parseCxml(text: string): { payloadId: string; header: Node; request: Node } {
  let doc: Node;
  try {
    doc = parser.parse(text, true) as Node;
  } catch (err) {
    throw new CxmlError(400, `Malformed cXML: ${(err as Error).message.split('\n')[0]}`);
  }
  const root = doc.cXML as Node | undefined;
  if (!root || typeof root !== 'object') throw new CxmlError(400, 'Malformed cXML: no cXML element.');
  const header = root.Header as Node | undefined;
  const request = root.Request as Node | undefined;
  if (!header || !request) throw new CxmlError(400, 'Malformed cXML: Header and Request are required.');
  return { payloadId: String(root['@payloadID'] ?? ''), header, request };
}

/** The Status of a cXML Response (a buyer's answer to a notice); an empty node when there is none. */
export function responseStatus(body: string): Node {
  try {
    const doc = parser.parse(body, true) as Node;
    const response = (doc.cXML as Node | undefined)?.Response as Node | undefined;
    return (response?.Status as Node | undefined) ?? {};
  } catch {
    return {};
  }
}

export const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Node)['#text']);
  return String(v).trim();
};

/** The sender's identity (From) and shared secret (Sender) of a request header. */
export function credentials(header: Node): { identity: string; secret: string } {
  const first = (el: unknown) => ((el as Node | undefined)?.Credential as Node[] | undefined)?.[0];
  const from = first(header.From);
  const sender = first(header.Sender);
  return { identity: text(from?.Identity), secret: text(sender?.SharedSecret) };
}

const stamp = () => new Date().toISOString();
const payloadId = (host: string) => `${Date.now()}.${randomBytes(6).toString('hex')}@${host}`;

function envelope(host: string, dtd: string) {
  return create({ version: '1.0', encoding: 'UTF-8' })
    .dtd({ name: 'cXML', sysID: DTD(dtd) })
    .ele('cXML', { payloadID: payloadId(host), timestamp: stamp(), 'xml:lang': 'en-US' });
}

/** A cXML Response with only a Status (the answer to an OrderRequest, or any refusal). */
export function statusResponse(host: string, code: number, message: string): string {
  const doc = envelope(host, 'cXML.dtd');
  doc
    .ele('Response')
    .ele('Status', { code: String(code), text: code === 200 ? 'OK' : message })
    .txt(message);
  return doc.end({ prettyPrint: false });
}

/** The PunchOutSetupResponse with the one-time StartPage URL. */
export function setupResponse(host: string, startUrl: string): string {
  const doc = envelope(host, 'cXML.dtd');
  const res = doc.ele('Response');
  res.ele('Status', { code: '200', text: 'OK' });
  res.ele('PunchOutSetupResponse').ele('StartPage').ele('URL').txt(startUrl);
  return doc.end({ prettyPrint: false });
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The PunchOutOrderMessage returning a cart: every ItemIn with price, UNSPSC and the cart id as auxiliary id. */
export function orderMessage(
  o: { host: string; identity: string; buyerCookie: string; cartId: string },
  m: PunchoutMessage,
): string {
  const doc = envelope(o.host, 'cXML.dtd');
  const header = doc.ele('Header');
  header.ele('From').ele('Credential', { domain: 'NetworkID' }).ele('Identity').txt('platen');
  header.ele('To').ele('Credential', { domain: 'NetworkID' }).ele('Identity').txt(o.identity);
  header
    .ele('Sender')
    .ele('Credential', { domain: 'NetworkID' })
    .ele('Identity')
    .txt('platen')
    .up()
    .up()
    .ele('UserAgent')
    .txt('Platen');
  const msg = doc.ele('Message').ele('PunchOutOrderMessage');
  msg.ele('BuyerCookie').txt(o.buyerCookie);
  const h = msg.ele('PunchOutOrderMessageHeader', { operationAllowed: 'create' });
  h.ele('Total').ele('Money', { currency: 'USD' }).txt(money(m.totalCents));
  if (m.shippingCents > 0)
    h.ele('Shipping')
      .ele('Money', { currency: 'USD' })
      .txt(money(m.shippingCents))
      .up()
      .ele('Description', { 'xml:lang': 'en-US' })
      .txt('Shipping');
  if (m.taxCents > 0)
    h.ele('Tax')
      .ele('Money', { currency: 'USD' })
      .txt(money(m.taxCents))
      .up()
      .ele('Description', { 'xml:lang': 'en-US' })
      .txt('Sales tax');
  m.items.forEach((it, i) => {
    const item = msg.ele('ItemIn', { quantity: String(it.quantity), lineNumber: String(i + 1) });
    const id = item.ele('ItemID');
    id.ele('SupplierPartID').txt(it.supplierPartId);
    id.ele('SupplierPartAuxiliaryID').txt(o.cartId);
    const d = item.ele('ItemDetail');
    d.ele('UnitPrice').ele('Money', { currency: 'USD' }).txt(money(it.unitCents));
    d.ele('Description', { 'xml:lang': 'en-US' }).txt(it.description);
    d.ele('UnitOfMeasure').txt('EA');
    d.ele('Classification', { domain: 'UNSPSC' }).txt(it.unspsc);
  });
  return doc.end({ prettyPrint: false });
}

/** The From/To/Sender header of a notice to a buyer organisation, signed with its shared secret. */
function noticeHeader(doc: ReturnType<typeof envelope>, identity: string, secret: string) {
  const header = doc.ele('Header');
  header.ele('From').ele('Credential', { domain: 'NetworkID' }).ele('Identity').txt('platen');
  header.ele('To').ele('Credential', { domain: 'NetworkID' }).ele('Identity').txt(identity);
  const sender = header.ele('Sender');
  const credential = sender.ele('Credential', { domain: 'NetworkID' });
  credential.ele('Identity').txt('platen');
  credential.ele('SharedSecret').txt(secret);
  sender.ele('UserAgent').txt('Platen');
  return header;
}

export interface NoticeTarget {
  host: string;
  identity: string;
  secret: string;
}

/** A StatusUpdateRequest about the order placed from the OrderRequest `orderPayloadId`. */
export function statusUpdateRequest(
  t: NoticeTarget,
  n: { orderPayloadId: string; orderId: string; code: number; text: string; message: string },
): string {
  const doc = envelope(t.host, 'cXML.dtd');
  noticeHeader(doc, t.identity, t.secret);
  const req = doc.ele('Request').ele('StatusUpdateRequest');
  req.ele('DocumentReference', { payloadID: n.orderPayloadId });
  req.ele('Status', { code: String(n.code), text: n.text, 'xml:lang': 'en-US' }).txt(n.message);
  req.ele('Extrinsic', { name: 'SupplierOrderID' }).txt(n.orderId);
  return doc.end({ prettyPrint: false });
}

/** A ShipNoticeRequest for one shipment of the order placed under purchase order `poNumber`. */
export function shipNoticeRequest(
  t: NoticeTarget,
  n: {
    orderPayloadId: string;
    poNumber: string;
    shipmentId: string;
    at: string;
    parcels: { carrier: string; tracking: string }[];
    lines: { lineNumber: number; quantity: number }[];
  },
): string {
  const doc = envelope(t.host, 'cXML.dtd');
  noticeHeader(doc, t.identity, t.secret);
  const req = doc.ele('Request').ele('ShipNoticeRequest');
  req.ele('ShipNoticeHeader', {
    shipmentID: n.shipmentId,
    operation: 'new',
    noticeDate: n.at,
    shipmentDate: n.at,
  });
  for (const p of n.parcels) {
    const control = req.ele('ShipControl');
    control.ele('CarrierIdentifier', { domain: 'companyName' }).txt(p.carrier);
    control.ele('ShipmentIdentifier').txt(p.tracking);
  }
  const portion = req.ele('ShipNoticePortion');
  portion
    .ele('OrderReference', { orderID: n.poNumber })
    .ele('DocumentReference', { payloadID: n.orderPayloadId });
  for (const l of n.lines)
    portion
      .ele('ShipNoticeItem', { lineNumber: String(l.lineNumber), quantity: String(l.quantity) })
      .ele('UnitOfMeasure')
      .txt('EA');
  return doc.end({ prettyPrint: false });
}
