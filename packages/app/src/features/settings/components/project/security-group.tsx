import { PASSWORD_POLICY_CHOICES, passwordPolicyKind, passwordPolicyValue } from './password-policies.js';
import type { PasswordPolicyKind } from './password-policies.js';
import { NumberSetting, SelectSetting, TextSetting } from './setting-inputs.js';
import { SettingsSection } from './settings-section.js';
import type { SettingsGroupProps } from './settings-section.js';
import { useTranslation } from '../../../../lib/i18n/use-translation.js';

interface SecurityGroupProps extends SettingsGroupProps {
  /** "Custom pattern" is chosen (kept by the page: an empty custom pattern reads as no policy). */
  isCustomPolicy: boolean;
  onCustomPolicy: (isCustom: boolean) => void;
}

/** The password policy (none, weak, strong or a custom pattern) and the login attempts allowed. */
export function SecurityGroup({ values, errors, set, isCustomPolicy, onCustomPolicy }: SecurityGroupProps) {
  const { t } = useTranslation();
  const policy = values.auth_password_policy;
  const kind: PasswordPolicyKind = isCustomPolicy ? 'custom' : passwordPolicyKind(policy);
  const custom = kind === 'custom' && typeof policy === 'string' ? policy : '';
  return (
    <SettingsSection title={t('projectSettings.security')}>
      <SelectSetting<PasswordPolicyKind>
        label={t('projectSettings.passwordPolicy')}
        choices={PASSWORD_POLICY_CHOICES}
        value={kind}
        error={kind === 'custom' ? undefined : errors.auth_password_policy}
        onChange={(next) => {
          onCustomPolicy(next === 'custom');
          set('auth_password_policy', passwordPolicyValue(next ?? 'none', custom));
        }}
      />
      <NumberSetting
        label={t('projectSettings.loginAttempts')}
        placeholder={t('projectSettings.unlimited')}
        value={values.auth_login_attempts}
        error={errors.auth_login_attempts}
        onChange={(v) => set('auth_login_attempts', v)}
      />
      {kind === 'custom' ? (
        <TextSetting
          label={t('projectSettings.customPattern')}
          placeholder="/^.{12,}$/"
          note={t('projectSettings.customPatternNote')}
          width="full"
          value={custom}
          error={errors.auth_password_policy}
          onChange={(v) => set('auth_password_policy', v ?? '')}
        />
      ) : null}
    </SettingsSection>
  );
}
