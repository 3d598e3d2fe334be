import { Button, TextField } from '@campus/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useDispatch } from 'react-redux';
import { Form } from './formKit';
import { Actions } from '../../kit/ui';
import { PasswordFields } from './PasswordFields';
import { recoveryPasswordSubmitted } from './slice';
import { useDeferredResolver } from './useDeferredResolver';

/** The Reset mode's form: a new password for the account whose key was verified. */
export function ResetForm({ busy, email }: { busy: boolean; email: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { resolver, touchProps } = useDeferredResolver<{
    password: string;
    confirmPassword: string;
  }>((rules) => rules.newPasswordResolver());
  const {
    register,
    handleSubmit,
    setValue,
    formState: { isValid },
  } = useForm<{ password: string; confirmPassword: string }>({
    resolver,
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  useEffect(() => {
    register('password');
    register('confirmPassword');
  }, [register]);
  return (
    <Form
      noValidate
      {...touchProps}
      onSubmit={handleSubmit((values) =>
        dispatch(recoveryPasswordSubmitted({ password: values.password })),
      )}
    >
      <fieldset disabled={busy}>
        <TextField
          label={t('accounts.recover.email')}
          value={email}
          readOnly
          autoComplete="username"
        />
        <PasswordFields
          onChange={(values) => {
            setValue('password', values.password, { shouldValidate: true });
            setValue('confirmPassword', values.confirmPassword, { shouldValidate: true });
          }}
        />
        <Actions data-variant="form">
          <Button type="submit" variant="primary" disabled={busy || !isValid}>
            {t('accounts.recover.setPassword')}
          </Button>
        </Actions>
      </fieldset>
    </Form>
  );
}

export default ResetForm;
