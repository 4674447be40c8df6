import type { Item, PrimaryKey, ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { importFile } from '../../services/files/import-file.js';
import type { ItemsServiceClass } from './items-service.js';
import { serviceOperation } from './service-access.js';

/**
 * The reference's UsersService, RolesService and FilesService: an ItemsService on their system
 * collection, whose writes go through that collection's own service (see collection-writers.ts).
 */
export function systemServiceClasses(ctx: AppContext, ItemsService: ItemsServiceClass) {
  class UsersService extends ItemsService {
    constructor(options: ServiceOptions = {}) {
      super('directus_users', options);
    }
  }

  class RolesService extends ItemsService {
    constructor(options: ServiceOptions = {}) {
      super('directus_roles', options);
    }
  }

  class FilesService extends ItemsService {
    readonly #options: ServiceOptions;

    constructor(options: ServiceOptions = {}) {
      super('directus_files', options);
      this.#options = options ?? {};
    }

    /** `POST /files/import` for an extension: the outbound guard (IMPORT_IP_DENY_LIST) and the caller's rules hold. */
    async importOne(url: string, data?: Item): Promise<PrimaryKey> {
      const op = await serviceOperation(ctx, this.#options, 'directus_files');
      return importFile(ctx, op, { url, ...(data === undefined ? {} : { data }) });
    }
  }

  return { UsersService, RolesService, FilesService };
}
