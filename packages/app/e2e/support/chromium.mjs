// @ts-check
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium; CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a quiet, reproducible headless run: no GPU, no sandbox (containers), no QUIC, and
 * none of the background traffic a first run starts. Playwright adds a fresh `--user-data-dir`
 * of its own (a new temporary profile per launch; it refuses one given here).
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What a suite drawing with WebGL (the map layout) adds: SwiftShader, software WebGL, without the
 * console warning Chromium prints when it falls back to it on its own.
 */
export const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** @param {string[]} extraArgs */
function launchOptions(extraArgs) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs], timeout: 60_000 };
}

/**
 * Starts headless Chromium through playwright-core. Works without a display (CI).
 * @param {string[]} [extraArgs] flags one suite needs on top of {@link CHROMIUM_ARGS}
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium(extraArgs = []) {
  return chromium.launch(launchOptions(extraArgs));
}

/**
 * Starts headless Chromium that other processes reach with `chromium.connect(server.wsEndpoint())`
 * (the browser tests' workers); `close()` ends it and removes its profile.
 * @returns {Promise<import('playwright-core').BrowserServer>}
 */
export async function launchChromiumServer() {
  return chromium.launchServer(launchOptions([]));
}
