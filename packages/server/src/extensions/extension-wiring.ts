// The functions of the other extension helpers (ext-contract.md), in one place: at merge these lines
// point at context/create-extension-context.js, endpoints/mount-endpoint.js and sandbox/load-sandboxed-extension.js.
export { createExtensionContext, loadSandboxedExtension, mountEndpoint, type SandboxedExtension } from './context-fallback.js';
