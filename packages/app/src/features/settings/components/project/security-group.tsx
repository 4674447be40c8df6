import { PASSWORD_POLICY_CHOICES, passwordPolicyKind, passwordPolicyValue } from './password-policies.js';
import type { PasswordPolicyKind } from './password-policies.js';
import { NumberSetting, SelectSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';

interface SecurityGroupProps extends SettingsGroupProps {
  /** "Custom pattern" is chosen (kept by the page: an empty custom pattern reads as no policy). */
  isCustomPolicy: boolean;
  onCustomPolicy: (isCustom: boolean) => void;
}

/** The password policy (none, weak, strong or a custom pattern) and the login attempts allowed. */
export function SecurityGroup({ values, errors, set, isCustomPolicy, onCustomPolicy }: SecurityGroupProps) {
  const policy = values.auth_password_policy;
  const kind: PasswordPolicyKind = isCustomPolicy ? 'custom' : passwordPolicyKind(policy);
  const custom = kind === 'custom' && typeof policy === 'string' ? policy : '';
  return (
    <SettingsSection title="Security">
      <SelectSetting<PasswordPolicyKind>
        label="Password policy"
        choices={PASSWORD_POLICY_CHOICES}
        value={kind}
        error={kind === 'custom' ? undefined : errors.auth_password_policy}
        onChange={(next) => {
          onCustomPolicy(next === 'custom');
          set('auth_password_policy', passwordPolicyValue(next ?? 'none', custom));
        }}
      />
      <NumberSetting
        label="Login attempts"
        placeholder="Unlimited"
        value={values.auth_login_attempts}
        error={errors.auth_login_attempts}
        onChange={(v) => set('auth_login_attempts', v)}
      />
      {kind === 'custom' ? (
        <TextSetting
          label="Custom password pattern"
          placeholder="/^.{12,}$/"
          note="A regular expression every new password has to match, e.g. /^.{12,}$/."
          width="full"
          value={custom}
          error={errors.auth_password_policy}
          onChange={(v) => set('auth_password_policy', v ?? '')}
        />
      ) : null}
    </SettingsSection>
  );
}
