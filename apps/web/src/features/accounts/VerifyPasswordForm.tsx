import { passwordFailures } from '@campus/api-client';
import { Button, PasswordHints, TextField } from '@campus/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useTranslation, type KeyUnder } from '../../i18n';
import { Form } from './formKit';
import { Actions } from '../../kit/ui';
import { usePasswordHintTexts } from './PasswordFields';
import { verificationSubmitted } from './slice';
import { useDeferredResolver } from './useDeferredResolver';

/** The minimum the verification screen declares for a password. */
export const VERIFY_PASSWORD_MIN_LENGTH = 6;

/** The verification screen's password form, for an account that sets its password on verifying. */
export function VerifyPasswordForm({ email, busy }: { email: string; busy: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const v = (key: KeyUnder<'accounts.verify'>) => t(`accounts.verify.${key}`);
  const { resolver, touchProps } = useDeferredResolver<{ password: string }>((rules) =>
    rules.verifyPasswordResolver(t, VERIFY_PASSWORD_MIN_LENGTH),
  );
  const hintsId = useId();
  const hintTexts = usePasswordHintTexts();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isValid },
  } = useForm<{ password: string }>({
    resolver,
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  return (
    <Form
      noValidate
      {...touchProps}
      onSubmit={handleSubmit((values) =>
        dispatch(verificationSubmitted({ password: values.password })),
      )}
    >
      <fieldset disabled={busy}>
        <TextField label={v('email')} value={email} readOnly autoComplete="username" />
        <TextField
          label={v('password')}
          type="password"
          autoComplete="new-password"
          required
          minLength={VERIFY_PASSWORD_MIN_LENGTH}
          aria-describedby={hintsId}
          error={errors.password?.message}
          {...register('password')}
        />
        {/* The server holds a new password to the contract's rule: say it before it refuses. */}
        <PasswordHints
          id={hintsId}
          value={watch('password')}
          rule={passwordFailures}
          {...hintTexts}
        />
        <Actions data-variant="form">
          <Button type="submit" variant="primary" disabled={busy || !isValid}>
            {v('setPassword')}
          </Button>
        </Actions>
      </fieldset>
    </Form>
  );
}

export default VerifyPasswordForm;
