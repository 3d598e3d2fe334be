import { PasswordEditor, type PasswordEditorProps } from '@campus/ui';
import { useTranslation } from '../../i18n';

/** The shared password editor with this app's translated labels and messages. */
export function PasswordFields(
  props: Pick<PasswordEditorProps, 'editingExistingUser' | 'onChange' | 'showErrors'>,
) {
  const { t } = useTranslation();
  const k = (key: string) => t(`accounts.password.${key}`);
  return (
    <PasswordEditor
      {...props}
      oldPasswordLabel={k('oldPassword')}
      passwordLabel={k('newPassword')}
      confirmPasswordLabel={k('confirmPassword')}
      showLabel={k('show')}
      hideLabel={k('hide')}
      hintsLabel={k('hints')}
      ruleMetLabel={k('met')}
      ruleUnmetLabel={k('unmet')}
      messages={{
        oldPasswordRequired: k('oldPasswordRequired'),
        passwordRequired: k('passwordRequired'),
        passwordMinLength: k('passwordMinLength'),
        passwordCase: k('passwordCase'),
        passwordNumber: k('passwordNumber'),
        passwordSymbol: k('passwordSymbol'),
        passwordCharacters: k('passwordCharacters'),
        passwordMismatch: k('passwordMismatch'),
      }}
    />
  );
}
