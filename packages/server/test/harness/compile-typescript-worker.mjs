// Runs one TypeScript program off the test's main thread (see compile-typescript.ts): the server
// under test shares that thread, and a compile of several seconds would stall its timers.
import { parentPort, workerData } from 'node:worker_threads';
import ts from 'typescript';

const { roots, options } = workerData;
const program = ts.createProgram(roots, options);
const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
  file: diagnostic.file?.fileName ?? null,
  text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
}));
parentPort?.postMessage(diagnostics);
