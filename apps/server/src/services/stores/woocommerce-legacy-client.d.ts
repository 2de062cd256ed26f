/** woocommerce-api 1.5.0 (the legacy /wc-api client) ships no types: the part Platen calls. */
declare module 'woocommerce-api' {
  interface Options {
    url: string;
    consumerKey: string;
    consumerSecret: string;
    version?: string;
    wpAPI?: boolean;
    verifySsl?: boolean;
    timeout?: number;
  }
  type Callback = (err: Error | null, res: { statusCode: number; body: string } | undefined) => void;
  export default class WooCommerceAPI {
    constructor(opt: Options);
    get(endpoint: string, callback: Callback): unknown;
    post(endpoint: string, data: unknown, callback: Callback): unknown;
    put(endpoint: string, data: unknown, callback: Callback): unknown;
    delete(endpoint: string, callback: Callback): unknown;
  }
}
