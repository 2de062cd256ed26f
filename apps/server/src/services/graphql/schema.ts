/**
 * The GraphQL schema of `/graphql` (docs/decisions/graphql-api.md). Every field reads or changes what a REST
 * route of /api/v2 or /api/v3 does, through the same use-case; its description names that route.
 */
export const GRAPHQL_SCHEMA = /* GraphQL */ `
  "Any JSON value (addresses, design sides, event data)."
  scalar JSON

  "Something with a global id: an order (ids are opaque strings)."
  interface Node {
    id: ID!
  }

  type Query {
    "The caller's orders, newest first (GET /api/v3/orders): page from 1, limit 1..200 (default 20)."
    orders(page: Int = 1, limit: Int = 20, status: String, from: String, to: String, q: String): OrderPage!
    "One of the caller's orders (GET /api/v3/orders/{orderId}); another account's order is not found."
    order(id: ID!): Order!
    "An order by its id, as order(id:) (the caller's own only)."
    node(id: ID!): Node
    "The caller's order events (GET /api/v3/events)."
    events(page: Int = 1, limit: Int = 20, orderId: ID, name: String, itemIndex: Int, sort: String = "desc"): EventPage!
    "The public catalogue: product search (GET /api/v3/products)."
    products(query: String = "", designable: Boolean = false, page: Int = 1, limit: Int = 20): ProductPage!
    "One product (GET /api/v3/products/{productId})."
    product(id: ID!): Product!
    "Every category (GET /api/v3/categories)."
    categories: [Category!]!
    "One category with its products (GET /api/v3/categories/{categoryId})."
    category(id: ID!): Category!
    "The caller's saved designs, newest first (GET /api/order2/design/list); limit at most 100."
    designs(types: String = "", limit: Int = 100): [Design!]!
    "One design (GET /api/v3/design/{designId})."
    design(id: ID!): Design!
    "The caller's artwork library (GET /api/v3/artwork)."
    artworks(page: Int = 1, limit: Int = 20): ArtworkPage!
    "One artwork (GET /api/v3/artwork/{artworkId})."
    artwork(id: ID!): Artwork!
    "The account's invoices (GET /api/v3/invoice)."
    invoices(page: Int = 1, limit: Int = 20): InvoicePage!
    "One invoice (GET /api/v3/invoice/{invoiceId})."
    invoice(id: ID!): Invoice!
    "The account's ledger (GET /api/v2/billing/transactions)."
    transactions(page: Int = 1, limit: Int = 20, type: String, from: String, to: String): TransactionPage!
    "The caller's webhook endpoints (GET /api/v3/webhooks)."
    webhooks(page: Int = 1, limit: Int = 20): WebhookPage!
  }

  "The v2 order actions (POST /api/v2/order/{orderId}/<action>). expectedSequence is REST's If-Match."
  type Mutation {
    cancelOrder(orderId: ID!, expectedSequence: Int): Order!
    cancelItem(orderId: ID!, itemIndex: Int!, expectedSequence: Int): Order!
    changeAddress(orderId: ID!, shipmentIndex: Int = 0, address: JSON!, expectedSequence: Int): Order!
    changeName(orderId: ID!, name: String!, expectedSequence: Int): Order!
    changeShippingMethod(orderId: ID!, shipmentIndex: Int = 0, shippingMethod: String!, expectedSequence: Int): Order!
    changeDesign(orderId: ID!, itemIndex: Int!, designId: ID!, expectedSequence: Int): Order!
    approveProof(orderId: ID!, expectedSequence: Int): Order!
    requestChange(orderId: ID!, reason: String, expectedSequence: Int): Order!
  }

  type OrderPage {
    "All matching orders (REST's X-Count) and pages at this limit (X-Pages)."
    totalCount: Int!
    pages: Int!
    nodes: [Order!]!
  }

  type Order implements Node {
    id: ID!
    name: String
    status: String!
    dueDate: String!
    artwork: String!
    sequence: Int!
    createdAt: String!
    totalCents: Int!
    items: [OrderItem!]!
    shipments: [Shipment!]!
    "The order's events in sequence order."
    events: [OrderEvent!]!
    "Paid so far, still due, and the invoice (as the single order answer)."
    money: OrderMoney!
  }

  type OrderItem {
    itemIndex: Int!
    status: String!
    printType: String
    designId: String
    design: Design
    milestone: String
    milestoneAt: String
    health: String
  }

  type Shipment {
    shipmentIndex: Int!
    address: JSON!
    shippingMethod: String
    "The first parcel's tracking once packed."
    tracking: Tracking
    parcels: [Tracking!]!
  }

  type Tracking {
    carrier: String!
    service: String!
    tracking: String!
    url: String
    labelUrl: String!
    status: String!
    statusAt: String
    box: String!
    parcelNo: Int!
  }

  type OrderMoney {
    paidCents: Int!
    amountDueCents: Int!
    invoice: OrderInvoiceRef
  }

  type OrderInvoiceRef {
    id: ID!
    number: String!
    revision: Int!
    totalCents: Int!
  }

  type EventPage {
    totalCount: Int!
    pages: Int!
    nodes: [OrderEvent!]!
  }

  type OrderEvent {
    orderId: ID!
    name: String!
    itemIndex: Int
    sequence: Int!
    createdAt: String!
    data: JSON
    actorId: String
    assumedBy: String
  }

  type ProductPage {
    totalCount: Int!
    pages: Int!
    nodes: [Product!]!
  }

  type Product {
    productId: ID!
    identifier: String!
    name: String!
    brand: String!
    style: String!
    family: String!
    type: String!
    categories: [String!]!
    designable: Boolean!
    colors: [ProductColor!]!
    material: String
    description: String
    printTypes: [String!]
    sizes: [String!]
    "Blank price per size, in cents."
    prices: JSON
  }

  type ProductColor {
    name: String!
    hex: String!
  }

  type Category {
    categoryId: ID!
    name: String!
    "The category's products (only on category(id:))."
    products: [Product!]
  }

  type Design {
    designId: ID!
    name: String
    type: String
    printType: String!
    source: String!
    createdAt: String!
    variation: JSON
    sublimationColor: String
    sides: JSON!
  }

  type ArtworkPage {
    totalCount: Int!
    pages: Int!
    nodes: [Artwork!]!
  }

  type Artwork {
    artworkId: ID!
    name: String!
    url: String!
    thumbnailUrl: String!
    fullQualityUrl: String!
    width: Int!
    height: Int!
    format: String!
    bytes: Int!
    createdAt: String!
    actions: [String!]!
    rightsDeclaredAt: String
  }

  type InvoicePage {
    totalCount: Int!
    pages: Int!
    nodes: [Invoice!]!
  }

  type Invoice {
    id: ID!
    number: String!
    orderId: ID
    orderName: String
    status: String!
    lines: [InvoiceLine!]!
    subtotal: Int!
    tax: Int!
    total: Int!
    totalCents: Int!
    createdAt: String!
    revision: Int
  }

  type InvoiceLine {
    description: String!
    quantity: Float!
    unit: Int!
    amount: Int!
  }

  type TransactionPage {
    totalCount: Int!
    pages: Int!
    nodes: [Transaction!]!
  }

  type Transaction {
    id: ID!
    direction: String!
    type: String!
    amount: Int!
    orderId: ID
    claimId: ID
    note: String
    createdAt: String!
  }

  type WebhookPage {
    totalCount: Int!
    pages: Int!
    nodes: [Webhook!]!
  }

  type Webhook {
    id: ID!
    url: String!
    events: [String!]!
    enabled: Boolean!
    disabledAt: String
    disabledReason: String
    failingSince: String
    createdAt: String!
  }
`;
