import { passwordFailures } from '@campus/api-client';
import { PasswordEditor, type PasswordEditorProps, type PasswordHintsProps } from '@campus/ui';
import { useTranslation, type KeyUnder } from '../../i18n';

const passwordKey = (key: KeyUnder<'accounts.password'>) => `accounts.password.${key}` as const;

/** The password rules' hint texts, for the editor and for a lone new-password field. */
export function usePasswordHintTexts(): Omit<PasswordHintsProps, 'value' | 'rule'> {
  const { t } = useTranslation();
  const k = (key: KeyUnder<'accounts.password'>) => t(passwordKey(key));
  return {
    label: k('hints'),
    ruleMetLabel: k('met'),
    ruleUnmetLabel: k('unmet'),
    messages: {
      passwordMinLength: k('passwordMinLength'),
      passwordCase: k('passwordCase'),
      passwordNumber: k('passwordNumber'),
      passwordSymbol: k('passwordSymbol'),
    },
  };
}

/** The shared password editor with the contract's password rule and this app's translated texts. */
export function PasswordFields(
  props: Pick<PasswordEditorProps, 'editingExistingUser' | 'onChange' | 'showErrors'>,
) {
  const { t } = useTranslation();
  const k = (key: KeyUnder<'accounts.password'>) => t(passwordKey(key));
  const hints = usePasswordHintTexts();
  return (
    <PasswordEditor
      {...props}
      rule={passwordFailures}
      oldPasswordLabel={k('oldPassword')}
      passwordLabel={k('newPassword')}
      confirmPasswordLabel={k('confirmPassword')}
      showLabel={k('show')}
      hideLabel={k('hide')}
      hintsLabel={hints.label}
      ruleMetLabel={hints.ruleMetLabel}
      ruleUnmetLabel={hints.ruleUnmetLabel}
      messages={{
        ...hints.messages,
        oldPasswordRequired: k('oldPasswordRequired'),
        passwordRequired: k('passwordRequired'),
        passwordCharacters: k('passwordCharacters'),
        passwordMismatch: k('passwordMismatch'),
      }}
    />
  );
}
