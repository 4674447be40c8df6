import { AppErrorList } from '../../errors/app-error.js';
import { invalidPayload } from '../../errors/error-helpers.js';

/** Every problem of one payload, answered together as INVALID_PAYLOAD errors (one entry each). */
export class Problems {
  readonly list: string[] = [];

  add(reason: string): void {
    this.list.push(reason);
  }

  get isEmpty(): boolean {
    return this.list.length === 0;
  }

  /** Throws when any problem was found: one error, or an AppErrorList when there are several. */
  throwIfAny(): void {
    if (this.list.length === 0) return;
    if (this.list.length === 1) throw invalidPayload(this.list[0]!);
    throw new AppErrorList(this.list.map((reason) => invalidPayload(reason)));
  }
}

/** Throws one INVALID_PAYLOAD error right away (for problems that make further checks pointless). */
export function refuse(reason: string): never {
  throw invalidPayload(reason);
}
