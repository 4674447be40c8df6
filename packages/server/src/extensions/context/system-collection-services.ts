import type { Item, MutationOptions, PrimaryKey, ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { upsertSingleton } from '../../services/items/update-items.js';
import { checkSettingsPayload } from '../../services/settings/check-settings-payload.js';
import type { ItemsServiceClass } from './items-service.js';
import { serviceOperation } from './service-access.js';

/**
 * The reference's services that are an ItemsService on one system collection, by class name. Each
 * reads with the accountability it is given and writes as that collection's REST routes write it
 * (collection-writers.ts): admin-only collections stay admin-only, flows reload, rules recompile.
 */
const ITEM_SERVICE_COLLECTIONS = [
  ['ActivityService', 'directus_activity'],
  ['RevisionsService', 'directus_revisions'],
  ['PermissionsService', 'directus_permissions'],
  ['FlowsService', 'directus_flows'],
  ['OperationsService', 'directus_operations'],
  ['DashboardsService', 'directus_dashboards'],
  ['PanelsService', 'directus_panels'],
  ['PresetsService', 'directus_presets'],
  ['TranslationsService', 'directus_translations'],
  ['NotificationsService', 'directus_notifications'],
  ['SharesService', 'directus_shares'],
  ['FoldersService', 'directus_folders'],
  ['VersionsService', 'directus_versions'],
  ['WebhooksService', 'directus_webhooks'],
] as const;

type ServiceName = (typeof ITEM_SERVICE_COLLECTIONS)[number][0];

export function systemCollectionServices(ctx: AppContext, ItemsService: ItemsServiceClass) {
  const services = new Map<string, new (options?: ServiceOptions) => InstanceType<ItemsServiceClass>>();
  for (const [name, collection] of ITEM_SERVICE_COLLECTIONS) {
    const bound = class extends ItemsService {
      constructor(options: ServiceOptions = {}) {
        super(collection, options);
      }
    };
    Object.defineProperty(bound, 'name', { value: name });
    services.set(name, bound);
  }

  /** The settings singleton: read as any singleton, written with the checks of `PATCH /settings`, under the caller's rules. */
  class SettingsService extends ItemsService {
    readonly #options: ServiceOptions;

    constructor(options: ServiceOptions = {}) {
      super('directus_settings', options);
      this.#options = options ?? {};
    }

    override async upsertSingleton(data: Partial<Item>, options?: MutationOptions): Promise<PrimaryKey> {
      const op = await serviceOperation(ctx, this.#options, 'directus_settings', options?.emitEvents !== false);
      return upsertSingleton(op, 'directus_settings', checkSettingsPayload(data));
    }
  }

  return {
    ...(Object.fromEntries(services) as Record<ServiceName, new (options?: ServiceOptions) => InstanceType<ItemsServiceClass>>),
    SettingsService,
  };
}
