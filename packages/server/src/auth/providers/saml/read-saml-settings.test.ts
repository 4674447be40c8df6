import { beforeAll, describe, expect, it } from 'vitest';
import { createSamlIdp, type SamlIdp } from '../../../../test/harness/saml-idp.js';
import { ConfigError } from '../../../config/load-config.js';
import type { ProviderConfig } from '../provider-config.js';
import { readSamlSettings } from './read-saml-settings.js';

const provider = (options: Record<string, string>, extra: Partial<ProviderConfig> = {}): ProviderConfig => ({
  name: 'corp',
  driver: 'saml',
  label: 'corp',
  icon: null,
  mode: 'session',
  allowPublicRegistration: false,
  defaultRoleId: null,
  roleMapping: new Map(),
  redirectAllowList: [],
  identifierKey: null,
  emailKey: null,
  syncUserInfo: false,
  options: new Map(Object.entries(options)),
  ...extra,
});

const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('readSamlSettings', () => {
  let idp: SamlIdp;
  beforeAll(async () => {
    idp = await createSamlIdp();
  });

  it('reads the IdP metadata (Redirect SSO, signing certificate) and derives the SP from PUBLIC_URL', () => {
    const settings = readSamlSettings(provider({ IDP_metadata: idp.metadata() }), 'https://cms.example.org/');
    expect(settings.idp).toMatchObject({ entityId: idp.entityId, ssoUrl: idp.ssoUrl, sloUrl: 'https://idp.example.test/slo' });
    expect(settings.idp.certificates).toHaveLength(1);
    expect(settings.sp).toEqual({
      entityId: 'https://cms.example.org/auth/login/corp/metadata',
      acsUrl: 'https://cms.example.org/auth/login/corp/acs',
      xml: null,
    });
    expect(settings.keys.identifier).toBe('http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier');
    expect(settings.keys.groups).toBeNull();
  });

  it('takes SP_metadata as given, the all-caps spelling too', () => {
    const sp = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="urn:cms"><SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://cms.example.org/sso/acs" index="0"/></SPSSODescriptor></EntityDescriptor>`;
    const settings = readSamlSettings(provider({ IDP_METADATA: idp.metadata(), SP_METADATA: sp }), '/');
    expect(settings.sp).toEqual({ entityId: 'urn:cms', acsUrl: 'https://cms.example.org/sso/acs', xml: sp });
  });

  it('refuses unusable settings at start, naming the variable and every problem', () => {
    expect(problemsOf(() => readSamlSettings(provider({}), 'https://cms.example.org'))).toEqual([
      'Invalid configuration: AUTH_CORP_IDP_metadata is required by the saml driver',
    ]);
    const noCert = idp.metadata().replace(/<md:KeyDescriptor[\s\S]*<\/md:KeyDescriptor>/, '');
    expect(problemsOf(() => readSamlSettings(provider({ IDP_metadata: noCert }), 'https://cms.example.org'))).toEqual([
      'Invalid configuration: AUTH_CORP_IDP_metadata has no signing certificate (KeyDescriptor / X509Certificate)',
    ]);
    const badCert = idp.metadata().replace(/<ds:X509Certificate>[^<]+/, '<ds:X509Certificate>bm90IGEgY2VydA==');
    expect(problemsOf(() => readSamlSettings(provider({ IDP_metadata: badCert }), 'https://cms.example.org'))).toContain(
      'Invalid configuration: AUTH_CORP_IDP_metadata has an X509Certificate that is not a certificate',
    );
    const postOnly = idp.metadata().replace(/<md:SingleSignOnService Binding="[^"]+HTTP-Redirect"[^>]+>/, '');
    expect(problemsOf(() => readSamlSettings(provider({ IDP_metadata: postOnly }), 'https://cms.example.org'))[0]).toMatch(
      /AUTH_CORP_IDP_metadata has no SingleSignOnService with the HTTP-Redirect binding/,
    );
    for (const xml of ['<not xml', '<!DOCTYPE x [<!ENTITY a "b">]><EntityDescriptor entityID="x"/>', '<Other/>'])
      expect(problemsOf(() => readSamlSettings(provider({ IDP_metadata: xml }), 'https://cms.example.org'))[0]).toMatch(
        /^Invalid configuration: AUTH_CORP_IDP_metadata /,
      );
    expect(problemsOf(() => readSamlSettings(provider({ IDP_metadata: idp.metadata() }), '/'))).toEqual([
      'Invalid configuration: AUTH_CORP_SP_metadata is required unless PUBLIC_URL is an absolute http(s) URL',
    ]);
    const mapped = provider(
      { IDP_metadata: idp.metadata() },
      { roleMapping: new Map([['staff', '00000000-0000-4000-8000-000000000000']]) },
    );
    expect(problemsOf(() => readSamlSettings(mapped, 'https://cms.example.org'))).toEqual([
      'Invalid configuration: AUTH_CORP_ROLE_MAPPING needs AUTH_CORP_GROUP_ATTRIBUTE, the attribute holding the groups',
    ]);
  });
});
