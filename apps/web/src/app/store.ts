import type { InitialState } from '@platen/contracts';
import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/base-api.ts';
import { getCart } from '@/api/order2/get-cart.ts';
import { patchCart } from '@/api/order2/patch-cart.ts';
import type { Cart } from '@platen/domain/entities/entities';
import { cartLoaded, cartReducer } from '@/stores/cart-slice.ts';
import { type CartSyncApi, createCartSyncMiddleware } from '@/stores/cart-sync-middleware.ts';
import { messageCenterReducer } from '@/stores/message-center-slice.ts';
import { quoteReducer } from '@/stores/quote-slice.ts';
import { userReducer } from '@/stores/user-slice.ts';

/** Slices that grow with their features; the shape is the spec's application state (O-3-33). */
const authSlice = createSlice({
  name: 'auth',
  initialState: { configuration: null as InitialState['configuration'] | null },
  reducers: {},
});
const routingSlice = createSlice({
  name: 'routing',
  initialState: { pathname: '/', search: '' },
  reducers: {
    locationChanged: (_s, a: PayloadAction<{ pathname: string; search: string }>) => a.payload,
  },
});
const loadingSlice = createSlice({
  name: 'loading',
  initialState: false,
  reducers: { setLoading: (_s, a: PayloadAction<boolean>) => a.payload },
});
const passthrough = <T>(name: string, initial: T) =>
  createSlice({ name, initialState: initial, reducers: {} }).reducer;

export const { locationChanged } = routingSlice.actions;
export const { setLoading } = loadingSlice.actions;

const rootReducer = combineReducers({
  routing: routingSlice.reducer,
  user: userReducer,
  auth: authSlice.reducer,
  cart: cartReducer,
  quote: quoteReducer,
  configuratorData: passthrough('configuratorData', null as unknown),
  messageCenter: messageCenterReducer,
  loading: loadingSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const defaultCartApi: CartSyncApi = {
  get: (id) => getCart(id),
  patch: (id, body, o) => patchCart(id, body, undefined, o?.keepalive),
};

/**
 * Builds the store from the state embedded in the page (O-1-09), with the cart sync middleware. `cart` is the
 * cart the page was rendered with (lib/initial-cart.ts): it starts loaded at the server's version, so the cart
 * route asks for it only again on focus, as it does for a cart it fetched.
 */
export function createStore(
  initial: InitialState,
  cartApi: CartSyncApi = defaultCartApi,
  cart: { cart: Cart; version: number } | null = null,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      user: initial.user,
      auth: { configuration: initial.configuration },
      ...(cart ? { cart: cartReducer(undefined, cartLoaded(cart)) } : {}),
    } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(
        createCartSyncMiddleware(cartApi),
        baseApi.middleware,
      ),
    // RTK Query answers notify the screens on the next microtask (React batches the renders), not on the next
    // animation frame: a screen shows its data as soon as it arrives, in a background tab too.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
