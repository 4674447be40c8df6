/** Thrown at start when the storage variables do not describe usable locations. */
export class StorageConfigError extends Error {
  constructor(message: string) {
    super(`Invalid configuration: ${message}`);
    this.name = 'StorageConfigError';
  }
}
