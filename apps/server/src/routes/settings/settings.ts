import {
  AccountSettingsSchema,
  ApiSettingsSchema,
  ConfirmEmailRequestSchema,
  GeneralSettingsSchema,
  UpdateAccountRequestSchema,
} from '@platen/contracts';
import { usersRepository } from '@platen/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { noStore } from '../../plugins/no-store.ts';
import { bySource, rateLimit } from '../../plugins/rate-limit.ts';
import { publicOrigin } from '../../services/account/origin.ts';
import {
  accountSettings,
  confirmEmailChange,
  generalSettings,
  saveGeneralSettings,
  updateAccount,
} from '../../services/account/settings.ts';

/** /manager/v2/settings account, general and api. */
export const settingsRoutes =
  ({ db, mail, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', noStore);
    const confirmLimit = rateLimit(db, { name: 'confirm-email', max: 10, windowSeconds: 600, key: bySource });

    app.get(
      '/api/manager2/settings/account',
      { schema: { response: { 200: AccountSettingsSchema } } },
      async (req) => accountSettings(db, currentUser(req)),
    );
    app.put(
      '/api/manager2/settings/account',
      { schema: { body: UpdateAccountRequestSchema, response: { 200: AccountSettingsSchema } } },
      async (req) => updateAccount(db, mail, currentUser(req), req.body, publicOrigin(config, req)),
    );
    app.post(
      '/api/manager2/settings/account/confirm-email',
      {
        schema: { body: ConfirmEmailRequestSchema, response: { 200: z.object({ email: z.string() }) } },
        preHandler: confirmLimit,
      },
      async (req) => confirmEmailChange(db, req.body.token),
    );
    app.get(
      '/api/manager2/settings/general',
      { schema: { response: { 200: GeneralSettingsSchema } } },
      async (req) => generalSettings(db, currentUser(req).id),
    );
    app.put(
      '/api/manager2/settings/general',
      { schema: { body: GeneralSettingsSchema, response: { 200: GeneralSettingsSchema } } },
      async (req) => saveGeneralSettings(db, currentUser(req).id, req.body),
    );
    app.get(
      '/api/manager2/settings/api',
      { schema: { response: { 200: ApiSettingsSchema } } },
      async (req) => {
        const until = await usersRepository(db).previousApiKeyUntil(currentUser(req).id);
        return { previousKeyUntil: until ? until.toISOString() : null };
      },
    );
  };
