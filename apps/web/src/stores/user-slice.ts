import type { InitialState } from '@platen/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user (O-3-33 `user`): from the page's initial state, replaced on sign-in and registration. */
const userSlice = createSlice({
  name: 'user',
  initialState: null as InitialState['user'],
  reducers: { setUser: (_s, a: PayloadAction<InitialState['user']>) => a.payload },
});

export const { setUser } = userSlice.actions;
export const userReducer = userSlice.reducer;
