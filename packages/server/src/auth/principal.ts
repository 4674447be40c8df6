import type { Accountability } from '../permissions/accountability.js';
import type { IpAllowList } from '../utils/ip-allow-list.js';

/** What a verified token stands for, apart from the request's own ip, user agent and origin. */
export interface Principal {
  accountability: Omit<Accountability, 'ip' | 'userAgent' | 'origin'>;
  /** The role's `ip_access`, compiled. */
  isIpAllowed: IpAllowList;
  /** The role enforces TFA and the user has none yet: the server holds them to the set-up routes. */
  needsTfaSetup: boolean;
}
