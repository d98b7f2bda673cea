import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliverySettingsBody,
  deliverySettingsView,
  scheduleSettingsBody,
  scheduleSettingsView,
  seoSettingsBody,
  seoSettingsView,
} from '../../schemas/store';
import { CACHE_TAGS } from '../../services/events/invalidation';
import {
  deliverySettings,
  scheduleSettings,
  seoSettings,
  type SettingsSection,
} from '../../services/store/settings';

const tags = ['admin'];
const security = [{ session: [] }];

interface SectionRoute<T> {
  /** Its path under `admin/settings/`. */
  path: string;
  /** What the section is, for the API's description. */
  what: string;
  /** The save's body (the section and the version it was read at), and the section's answer. */
  body: FastifySchema['body'];
  view: FastifySchema['body'];
  service: SettingsSection<T>;
}

/**
 * The store's settings, a section at a time, each saved against the version it was read at (a
 * version of its own: two staff members changing different sections never conflict). Every
 * section is part of the store every storefront page reads: a save drops the pages kept with it.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const section = <T>({ path, what, body, view, service }: SectionRoute<T>) => {
    app.get(
      `/admin/settings/${path}`,
      {
        config: { permission: 'settings.read' },
        schema: {
          tags,
          security,
          summary: `${what}, with the version they are at`,
          response: { 200: view },
        },
      },
      async () => service.read(app.db),
    );
    app.put(
      `/admin/settings/${path}`,
      {
        config: { permission: 'settings.write' },
        schema: {
          tags,
          security,
          summary: `Save ${what.toLowerCase()} read at their version (409 with what changed since); the storefront shows them at once`,
          body,
          response: { 200: view },
        },
      },
      async (request) =>
        service.save(
          app.db,
          await request.actor(),
          // Validated by `body`.
          request.body as { section: T; version: number },
          (tx) => request.invalidate(tx, [CACHE_TAGS.store]),
        ),
    );
  };

  section({
    path: 'delivery',
    what: "The delivery methods' settings",
    body: deliverySettingsBody,
    view: deliverySettingsView,
    service: deliverySettings,
  });
  section({
    path: 'schedule',
    what: "The week's opening hours",
    body: scheduleSettingsBody,
    view: scheduleSettingsView,
    service: scheduleSettings,
  });
  section({
    path: 'seo',
    what: "The SEO texts and the catalog's templates",
    body: seoSettingsBody,
    view: seoSettingsView,
    service: seoSettings,
  });
};
