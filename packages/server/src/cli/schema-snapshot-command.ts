import { writeFile } from 'node:fs/promises';
import { readLiveSnapshot } from '../services/schema/read-live-snapshot.js';
import { serializeSnapshot } from '../services/schema/serialize-snapshot.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, type CliCommand } from './cli-command.js';
import { withAppContext } from './with-app-context.js';

/**
 * `tessera schema snapshot [FILE] [--format json|yaml]`: the data model as `GET /schema/snapshot`
 * answers it, to FILE or to stdout. The format comes from --format, else from FILE's name
 * (`.json`), else YAML as in the reference. With --json, a summary of what was written goes to stdout.
 */
export const schemaSnapshotCommand: CliCommand = async (config, { positionals, values }, io) => {
  const [file, ...extra] = positionals;
  const format = values.format ?? (file?.toLowerCase().endsWith('.json') ? 'json' : 'yaml');
  if (extra.length > 0 || (format !== 'json' && format !== 'yaml')) {
    io.stderr.write('Usage: tessera schema snapshot [FILE] [--format json|yaml]\n');
    return EXIT_USAGE;
  }
  const snapshot = await withAppContext(config, (ctx) => readLiveSnapshot(ctx));
  const text = serializeSnapshot(snapshot, format);
  if (!file) {
    io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return EXIT_OK;
  }
  try {
    await writeFile(file, text);
  } catch (error) {
    io.stderr.write(`Could not write ${file}: ${(error as Error).message}\n`);
    return EXIT_FAILED;
  }
  const counts = { collections: snapshot.collections.length, fields: snapshot.fields.length, relations: snapshot.relations.length };
  io.stdout.write(
    values.json === true
      ? `${JSON.stringify({ file, format, ...counts })}\n`
      : `Snapshot written to ${file} (${counts.collections} collections, ${counts.fields} fields, ${counts.relations} relations).\n`,
  );
  return EXIT_OK;
};
