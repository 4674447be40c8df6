import { describe, expect, it } from 'vitest';
import * as sdk from '../src/index.js';
import { REFERENCE_COMMAND_NAMES, REFERENCE_COMMANDS } from './reference-commands.js';

const exported = sdk as Record<string, unknown>;

describe('parity with the reference SDK (issue 22)', () => {
  it('the list names each command once', () => {
    expect(REFERENCE_COMMAND_NAMES.length).toBe(new Set(REFERENCE_COMMAND_NAMES).size);
  });

  it('exports every command of the reference SDK that a Directus 10 server answers', () => {
    const missing = REFERENCE_COMMAND_NAMES.filter((name) => typeof exported[name] !== 'function');
    expect(missing, `missing exports: ${missing.join(', ')}`).toEqual([]);
  });

  it('keeps the old content-version names as the same commands', () => {
    expect(sdk.readVersions).toBe(sdk.readContentVersions);
    expect(sdk.createVersion).toBe(sdk.createContentVersion);
    expect(sdk.updateVersions).toBe(sdk.updateContentVersions);
    expect(sdk.deleteVersion).toBe(sdk.deleteContentVersion);
  });

  it('groups the names by area, content versions included', () => {
    expect(REFERENCE_COMMANDS.contentVersions).toContain('updateContentVersionsBatch');
  });
});
