export { createDb, type Db, type DbKind, type Queryable } from './db.ts';
export { migrate, listMigrations } from './migrate.ts';
export {
  usersRepository,
  sessionsRepository,
  rateLimitsRepository,
  secretsRepository,
} from './users-repository.ts';
export type { UserRow } from './user-row.ts';
export { cartsRepository, type CartState, type CartListRow, type CartText } from './carts-repository.ts';
export {
  ordersRepository,
  type NewOrder,
  type OrderRow,
  type OrderLineRow,
} from './orders-repository.ts';
export { idempotencyRepository, type StoredResponse } from './idempotency-repository.ts';
export { addressesRepository, type AddressRow } from './addresses-repository.ts';
export {
  catalogRepository,
  seedCatalog,
  readSeed,
  seedFingerprint,
  type CatalogProductDoc,
  type CategoryRow,
} from './catalog-repository.ts';
export { pricingRepository, seedPricing } from './pricing-repository.ts';
export { artworkRepository, type ArtworkRow } from './artwork-repository.ts';
export { designsRepository, type DesignRow } from './designs-repository.ts';
export { type PrintableListRow, printablesRepository, type PrintableRow } from './printables-repository.ts';
export { jobProbesRepository, type ProbeRun } from './job-probes-repository.ts';
export {
  createJobQueue,
  deadLetterQueue,
  type JobDefinition,
  type JobQueue,
  type JobQueueHealth,
  type QueuedJob,
  type SendJobOptions,
} from './job-queue.ts';
export { siteRepository, type HeartbeatRow, type ContactRecord } from './site-repository.ts';
export {
  orderEventsRepository,
  type OrderLifecycleRow,
  type OrderEventRow,
  type NewOrderEvent,
  type EventQuery,
} from './order-events-repository.ts';
export { accessRepository } from './access-repository.ts';
export { orderSearchRepository, type OrderSearchRow } from './order-search-repository.ts';
export {
  staffRepository,
  type StaffAuditRow,
  type StaffRoleFields,
  type StaffRow,
} from './staff-repository.ts';
export {
  type PromoCandidate,
  type PromoSendRow,
  promotionsRepository,
} from './promotions-repository.ts';
export {
  accountsRepository,
  type AuthTokenKind,
  type AuthTokenRow,
  type MailAttachment,
  type OutboxMail,
  type OutboxRow,
  type TotpRow,
} from './accounts-repository.ts';
export {
  billingRepository,
  type AccountFunds,
  type HeldOrder,
  type LedgerRow,
  type NewLedgerRow,
} from './billing-repository.ts';
export {
  invoicesRepository,
  type InvoiceLine,
  type InvoiceRevisionRow,
  type InvoiceRow,
  type RevisionActor,
  type StaffInvoiceRevisionRow,
} from './invoices-repository.ts';
export { claimsRepository, type ClaimRow } from './claims-repository.ts';
export {
  webhooksRepository,
  type ClaimedDelivery,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks-repository.ts';
export { onWebhookLanes, signalWebhookLanes, type WebhookLane } from './webhook-signal.ts';
export { unitsRepository, type NewScan, type NewUnit, type UnitRow } from './units-repository.ts';
export { shiftsRepository, type ShiftRow } from './shifts-repository.ts';
export { type FingerprintRow, fingerprintsRepository } from './fingerprints-repository.ts';
export {
  blanksRepository,
  type BlankOrderRow,
  type BlankShipNoticeRow,
  type BlankSkuAt,
  type PoState,
} from './blanks-repository.ts';
export { inventoryRepository, type NewMovement, type StockRow } from './inventory-repository.ts';
export { binsRepository, type BinRow } from './bins-repository.ts';
export {
  parcelsRepository,
  type NewParcel,
  type ParcelRow,
  type TrackingUpdateRow,
} from './parcels-repository.ts';
export { pretreatRepository, type PretreatRow } from './pretreat-repository.ts';
export { printersRepository, type PrinterRow } from './printers-repository.ts';
export { type StationPhotoRow, stationPhotosRepository } from './station-photos-repository.ts';
export { qcResultsRepository } from './qc-results-repository.ts';
export {
  boardRepository,
  type BoardGroupRow,
  type BoardThresholdRow,
  type BoardUnitRow,
} from './board-repository.ts';
export { type PendingOrderMail, orderMailRepository } from './order-mail-repository.ts';
export { quotesRepository, type QuoteRow } from './quotes-repository.ts';
export {
  onStoreFulfillments,
  storesRepository,
  type SkuMappingRow,
  type StaffFailedImportRow,
  type StaffStoreRow,
  type StoreFulfillmentRow,
  type StoreImportRow,
  type StoreImportStatus,
  type StorePrintable,
  type StoreRow,
} from './stores-repository.ts';
export {
  coupaRepository,
  type CoupaBuyerRow,
  type CoupaOrderRequestRow,
  type PunchoutSessionRow,
} from './coupa-repository.ts';
export { type CoupaNoticeRow, coupaNoticesRepository, onCoupaNotices } from './coupa-notices-repository.ts';
export {
  couponsRepository,
  type CouponRow,
  type NewCoupon,
} from './coupons-repository.ts';
export {
  creditApplicationsRepository,
  type CreditApplicationRow,
  type CreditCompany,
  type TradeReference,
} from './credit-applications-repository.ts';
export { crmRepository, CRM_PAGE_SIZE } from './crm-repository.ts';
export { REPORTS, reportById, runReport, type ReportDef, type ReportRow } from './reports/index.ts';
