import type { AppContext } from '../../app-context.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { isDraining } from './draining.js';

export interface HealthCheck {
  componentType: string;
  observedValue?: number;
  observedUnit?: string;
  status: 'ok' | 'warn' | 'error';
  output?: string;
  threshold?: number;
}

export interface Health {
  status: 'ok' | 'warn' | 'error';
  releaseId: string;
  serviceId: string;
  checks: Record<string, HealthCheck[]>;
}

const DB_TIMEOUT_MS = 2_000;
const DB_WARN_MS = 150;

/** Health in the reference's `application/health+json` shape; a dead database is an answer, not a crash. */
export async function checkHealth(ctx: AppContext): Promise<Health> {
  const name = `${dialectOf(ctx.db).client}:responseTime`;
  const started = performance.now();
  let check: HealthCheck;
  try {
    // A query on a system table: the database must be reachable and still hold Tessera's schema.
    await withTimeout(ctx.db('directus_migrations').first('version'), DB_TIMEOUT_MS);
    const elapsed = Math.round(performance.now() - started);
    check = {
      componentType: 'datastore',
      observedUnit: 'ms',
      observedValue: elapsed,
      threshold: DB_WARN_MS,
      status: elapsed > DB_WARN_MS ? 'warn' : 'ok',
    };
  } catch (error) {
    check = { componentType: 'datastore', observedUnit: 'ms', status: 'error', output: (error as Error).message };
  }
  const checks: Record<string, HealthCheck[]> = { [name]: [check] };
  let status = check.status;
  if (isDraining(ctx)) {
    // Shutting down: still answering, but a load balancer should send new clients elsewhere.
    checks['server:shutdown'] = [{ componentType: 'system', status: 'error', output: 'Shutting down' }];
    status = 'error';
  }
  return { status, releaseId: '0.1.0', serviceId: ctx.secrets.key, checks };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
