import type { AddressInfo, Socket } from 'node:net';
import ldap from 'ldapjs';

export interface LdapTestUser {
  /** The RDN value: the entry is `cn=<cn>,ou=people,<base>`. */
  cn: string;
  password: string;
  uid?: string;
  mail?: string;
  givenName?: string;
  sn?: string;
  /** Active Directory's account flags (0x2 disabled). */
  userAccountControl?: number;
}

export interface LdapTestGroup {
  cn: string;
  /** cn of the member users. */
  members: string[];
}

export interface LdapTestServer {
  url: string;
  baseDn: string;
  peopleDn: string;
  groupsDn: string;
  bindDn: string;
  bindPassword: string;
  /** The DN of a user entry, as the directory writes it. */
  dnOf(cn: string): string;
  /** Every bind attempt, in order: the DN and whether it succeeded. Passwords are not kept. */
  binds: Array<{ dn: string; ok: boolean }>;
  /** Every search filter received, as ldapjs prints it. */
  filters: string[];
  addUser(user: LdapTestUser): void;
  removeUser(cn: string): void;
  /** How many client connections are open now. */
  openConnections(): number;
  close(): Promise<void>;
}

type Attributes = Record<string, string[]>;
type Next = (error?: unknown) => void;
// The parts of ldapjs 3's requests this directory reads (its bundled types describe ldapjs 2).
interface BindRequest {
  connection: object;
  dn: { toString(): string };
  credentials?: unknown;
}
interface SearchRequest {
  connection: object;
  dn: { toString(): string };
  scopeName: string;
  filter: { toString(): string; matches(attributes: Attributes): boolean };
}
interface SearchResponse {
  attributes: string[];
  send(entry: { dn: string; attributes: Attributes }): void;
  end(): void;
}

/**
 * A real LDAP server (ldapjs) over an in-memory directory: `dc=example,dc=org` with a service
 * account, `ou=people` users with passwords and `ou=groups` groupOfNames with `member` DNs. Like
 * OpenLDAP it answers a simple bind with an empty password as an (unauthenticated) success, so a
 * client that sends one learns nothing from the answer. Searches need a bind as the service account.
 */
export async function startLdapServer(options: { users?: LdapTestUser[]; groups?: LdapTestGroup[] } = {}): Promise<LdapTestServer> {
  const baseDn = 'dc=example,dc=org';
  const peopleDn = `ou=people,${baseDn}`;
  const groupsDn = `ou=groups,${baseDn}`;
  const bindDn = `cn=reader,${baseDn}`;
  const bindPassword = 'reader-secret';
  const dnOf = (cn: string) => `cn=${cn},${peopleDn}`;
  const entries = new Map<string, Attributes>();
  const passwords = new Map<string, string>([[normalise(bindDn), bindPassword]]);
  const binds: LdapTestServer['binds'] = [];
  const filters: string[] = [];
  const boundAs = new WeakMap<object, string>();
  const sockets = new Set<Socket>();

  entries.set(normalise(peopleDn), { objectclass: ['organizationalUnit'], ou: ['people'] });
  entries.set(normalise(groupsDn), { objectclass: ['organizationalUnit'], ou: ['groups'] });
  const addUser = (user: LdapTestUser) => {
    const dn = dnOf(user.cn);
    const attributes: Attributes = { objectclass: ['inetOrgPerson'], cn: [user.cn] };
    // Attribute names are case-insensitive (RFC 4512); ldapjs compares them lower-cased.
    for (const key of ['uid', 'mail', 'givenName', 'sn'] as const) if (user[key]) attributes[key.toLowerCase()] = [user[key]];
    if (user.userAccountControl !== undefined) attributes.useraccountcontrol = [String(user.userAccountControl)];
    entries.set(normalise(dn), attributes);
    passwords.set(normalise(dn), user.password);
  };
  for (const user of options.users ?? []) addUser(user);
  for (const group of options.groups ?? [])
    entries.set(normalise(`cn=${group.cn},${groupsDn}`), {
      objectclass: ['groupOfNames'],
      cn: [group.cn],
      member: group.members.map(dnOf),
    });

  const server = ldap.createServer();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.bind(baseDn, (req: BindRequest, res: { end(): void }, next: Next) => {
    const dn = normalise(req.dn.toString());
    const password = String(req.credentials ?? '');
    const expected = passwords.get(dn);
    const ok = password === '' || (expected !== undefined && expected === password);
    binds.push({ dn, ok });
    if (!ok) return next(new ldap.InvalidCredentialsError());
    if (password === '') boundAs.delete(req.connection);
    else boundAs.set(req.connection, dn);
    res.end();
    return next();
  });
  server.search(baseDn, (req: SearchRequest, res: SearchResponse, next: Next) => {
    filters.push(req.filter.toString());
    if (boundAs.get(req.connection) !== normalise(bindDn)) return next(new ldap.InsufficientAccessRightsError());
    // Attribute names are case-insensitive; ldapjs keeps the asked-for names as spelled but compares lower-cased.
    res.attributes = res.attributes.map((name) => name.toLowerCase());
    const base = normalise(req.dn.toString());
    // ldapjs 3 keeps the scope as its protocol number; scopeName is 'base', 'single' or 'subtree'.
    const scope = SCOPES.get(req.scopeName) ?? 'base';
    if (scope === 'base' && !entries.has(base)) return next(new ldap.NoSuchObjectError());
    for (const [dn, attributes] of entries) {
      if (!inScope(dn, base, scope)) continue;
      if (req.filter.matches(attributes)) res.send({ dn, attributes: { ...attributes } });
    }
    res.end();
    return next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = (server as unknown as { address(): AddressInfo }).address();
  return {
    url: `ldap://127.0.0.1:${port}`,
    baseDn,
    peopleDn,
    groupsDn,
    bindDn,
    bindPassword,
    dnOf,
    binds,
    filters,
    addUser,
    removeUser: (cn) => {
      entries.delete(normalise(dnOf(cn)));
      passwords.delete(normalise(dnOf(cn)));
    },
    openConnections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const SCOPES = new Map([
  ['base', 'base'],
  ['single', 'one'],
  ['subtree', 'sub'],
]);

function normalise(dn: string): string {
  return dn
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .join(',');
}

function inScope(dn: string, base: string, scope: string): boolean {
  if (scope === 'base') return dn === base;
  if (!dn.endsWith(`,${base}`)) return false;
  return scope === 'sub' || !dn.slice(0, -base.length - 1).includes(',');
}
