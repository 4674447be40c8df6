// The functions the loader calls from the extension context, endpoint and sandbox folders, in one place.
export { createExtensionContext } from './context/create-extension-context.js';
export { mountEndpoint } from './endpoints/mount-endpoint.js';
export { loadSandboxedExtension, type SandboxedExtension } from './sandbox/load-sandboxed-extension.js';
