import type { InitialState } from '@platen/contracts';
import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Slices that grow with their features; the shape is the spec's application state (O-3-33). */
const userSlice = createSlice({
  name: 'user',
  initialState: null as InitialState['user'],
  reducers: { setUser: (_s, a: PayloadAction<InitialState['user']>) => a.payload },
});
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

export const { setUser } = userSlice.actions;
export const { locationChanged } = routingSlice.actions;
export const { setLoading } = loadingSlice.actions;

const rootReducer = combineReducers({
  routing: routingSlice.reducer,
  user: userSlice.reducer,
  auth: authSlice.reducer,
  cart: passthrough('cart', null as unknown),
  quote: passthrough('quote', null as unknown),
  configuratorData: passthrough('configuratorData', null as unknown),
  messageCenter: passthrough('messageCenter', [] as unknown[]),
  loading: loadingSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store from the state embedded in the page (O-1-09). */
export function createStore(initial: InitialState) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      user: initial.user,
      auth: { configuration: initial.configuration },
    } as Partial<RootState>,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
