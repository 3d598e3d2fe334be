import { Button } from '@campus/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n';
import { Actions } from '../../kit/ui';
import { Form, Notice } from './formKit';
import { PasswordFields } from './PasswordFields';
import { Panel } from './ProfileScreen.styles';
import { selectPasswordChange } from './selectors';
import { passwordChangeSubmitted } from './slice';
import { useDeferredResolver } from './useDeferredResolver';

/** The profile's password panel: the old password, then the new one twice. */
export function ChangePassword() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectPasswordChange);
  const [attempt, setAttempt] = useState(0);
  const { resolver, touchProps } = useDeferredResolver<{
    oldPassword: string;
    password: string;
    confirmPassword: string;
  }>((rules) => rules.newPasswordResolver({ requireOld: true }));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { isValid },
  } = useForm<{ oldPassword: string; password: string; confirmPassword: string }>({
    resolver,
    mode: 'onChange',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  useEffect(() => {
    register('oldPassword');
    register('password');
    register('confirmPassword');
  }, [register]);
  // A changed password empties the editor, so the old one cannot be sent twice by accident.
  useEffect(() => {
    if (status !== 'saved') return;
    setAttempt((n) => n + 1);
    for (const field of ['oldPassword', 'password', 'confirmPassword'] as const)
      setValue(field, '', { shouldValidate: true });
  }, [status, setValue]);
  const saving = status === 'saving';
  return (
    <Panel aria-labelledby="profile-password">
      <h2 id="profile-password">{t('accounts.profile.changePassword')}</h2>
      <Form
        noValidate
        {...touchProps}
        onSubmit={handleSubmit((values) =>
          dispatch(
            passwordChangeSubmitted({ oldPassword: values.oldPassword, password: values.password }),
          ),
        )}
      >
        <fieldset disabled={saving}>
          <PasswordFields
            key={attempt}
            editingExistingUser
            onChange={(values) => {
              setValue('oldPassword', values.oldPassword ?? '', { shouldValidate: true });
              setValue('password', values.password, { shouldValidate: true });
              setValue('confirmPassword', values.confirmPassword, { shouldValidate: true });
            }}
          />
          {status === 'error' && error && (
            <Notice $tone="error" role="alert">
              {error}
            </Notice>
          )}
          <Actions data-variant="form">
            <Button type="submit" variant="primary" disabled={saving || !isValid}>
              {t('accounts.profile.updatePassword')}
            </Button>
          </Actions>
        </fieldset>
      </Form>
    </Panel>
  );
}
