import { Button, Checkbox, LinearProgress, LocationPicker, TextField } from '@campus/ui';
import { memo, useEffect, useMemo } from 'react';
import {
  useForm,
  type FieldErrors,
  type UseFormHandleSubmit,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormTrigger,
} from 'react-hook-form';
import { useTranslation, type KeyUnder } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { useSettings } from '../../kit/SettingsContext';
import { Form, FormCard, Links, Notice, Title } from './formKit';
import { Actions } from '../../kit/ui';
import { PasswordFields } from './PasswordFields';
import { ServerHtmlOnDemand } from '../../kit/ServerHtmlOnDemand';
import { ServerHtmlWhenSeen } from '../../kit/ServerHtmlWhenSeen';
import { signupOpened, signupSubmitted } from './slice';
import { selectSignup } from './selectors';
import { useDeferredResolver } from './useDeferredResolver';
import { themeLink } from '../../kit/settings';

interface SignupValues {
  first_name: string;
  last_name: string;
  email: string;
  mobileNumber: string;
  country: number | null;
  locality: number | null;
  password: string;
  confirmPassword: string;
  agreedToTerms: boolean;
}

/** A CSS class from the server's response code (pinned by screens.test.tsx). */
export const messageClass = (code: string | null) =>
  `signup-message signup-message--${(code ?? 'unknown').toLowerCase().replace(/[^a-z0-9_-]+/g, '-')}`;

/** /user/signup: the sign-up form, for visitors only. */
export function SignupScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const { theme } = useSettings();
  const { status, message, code } = useSelector(selectSignup);
  const phoneRequired = theme.supports.phoneRequired === true;
  const terms = themeLink(theme, 'terms-and-conditions');
  const stateEmail = (location.state as { email?: unknown } | null)?.email;

  const { resolver, touchProps, touched } = useDeferredResolver<SignupValues>((rules) =>
    rules.signupResolver(t, { phoneRequired, askTerms: Boolean(terms) }),
  );

  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    formState: { errors, isValid },
  } = useForm<SignupValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: typeof stateEmail === 'string' ? stateEmail : '',
      mobileNumber: '',
      country: null,
      locality: null,
      password: '',
      confirmPassword: '',
      agreedToTerms: !terms,
    },
  });

  useEffect(() => {
    dispatch(signupOpened());
    register('country');
    register('locality');
    register('password');
    register('confirmPassword');
  }, [dispatch, register]);

  const submit = useMemo(
    () =>
      handleSubmit((values) =>
        dispatch(
          signupSubmitted({
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
            mobileNumber: values.mobileNumber.trim(),
            country: values.country,
            locality: values.locality,
            password: values.password,
            confirmPassword: values.confirmPassword,
            agreedToTerms: values.agreedToTerms,
          }),
        ),
      ),
    [handleSubmit, dispatch],
  );

  if (status === 'complete') {
    return (
      <FormCard aria-labelledby="signup-title">
        <Title id="signup-title">{t('accounts.signup.title')}</Title>
        <Notice $tone="success" role="status">
          <ServerHtmlOnDemand
            className={messageClass(code)}
            html={message ?? t('accounts.signup.complete')}
          />
        </Notice>
        <Links>
          <Link to="/user/signon">{t('accounts.signup.signon')}</Link>
        </Links>
      </FormCard>
    );
  }

  return (
    <SignupForm
      register={register}
      setValue={setValue}
      trigger={trigger}
      errors={errors}
      isValid={isValid}
      submit={submit}
      status={status}
      message={message}
      code={code}
      touchProps={touchProps}
      touched={touched}
      phoneRequired={phoneRequired}
      terms={terms}
    />
  );
}

interface SignupFormProps {
  register: UseFormRegister<SignupValues>;
  setValue: UseFormSetValue<SignupValues>;
  trigger: UseFormTrigger<SignupValues>;
  errors: FieldErrors<SignupValues>;
  isValid: boolean;
  submit: ReturnType<UseFormHandleSubmit<SignupValues>>;
  status: ReturnType<typeof selectSignup>['status'];
  message: string | null;
  code: string | null;
  touchProps: ReturnType<typeof useDeferredResolver>['touchProps'];
  touched: boolean;
  phoneRequired: boolean;
  terms: ReturnType<typeof themeLink>;
}

/**
 * The form, drawn again only when what it shows changes. react-hook-form marks itself ready in a
 * layout effect after its first render, and React draws such a change at once: with the form in
 * the same component, the whole form again, in the task that ends the hydration (apps/web README,
 * "Lighthouse budgets").
 */
const SignupForm = memo(function SignupForm({
  register,
  setValue,
  trigger,
  errors,
  isValid,
  submit,
  status,
  message,
  code,
  touchProps,
  touched,
  phoneRequired,
  terms,
}: SignupFormProps) {
  const { t } = useTranslation();
  const { theme } = useSettings();
  const gdpr =
    typeof theme.values.gdpr_signup_message === 'string' ? theme.values.gdpr_signup_message : '';
  const localities = theme.values.localities ?? NO_LOCALITIES;
  const submitting = status === 'submitting';
  const s = (key: KeyUnder<'accounts.signup'>, options: Record<string, unknown> = {}) =>
    t(`accounts.signup.${key}`, options);
  return (
    <FormCard aria-labelledby="signup-title">
      <Title id="signup-title">{s('title')}</Title>
      {submitting && <LinearProgress aria-label={s('submitting')} />}
      <Form noValidate onSubmit={submit} aria-busy={submitting} {...touchProps}>
        {status === 'error' && message && (
          <Notice $tone="error" role="alert">
            <ServerHtmlOnDemand className={messageClass(code)} html={message} />
          </Notice>
        )}
        <fieldset disabled={submitting}>
          <TextField
            label={s('firstName')}
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={s('lastName')}
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField
            label={s('email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={s('mobileNumber')}
            type="tel"
            autoComplete="tel"
            required={phoneRequired}
            error={errors.mobileNumber?.message}
            {...register('mobileNumber')}
          />
          <LocationPicker
            terms={localities}
            locality={theme.supports.locality ? 'optional' : 'off'}
            countryLabel={s('country')}
            localityLabel={s('locality')}
            placeholder={s('select')}
            countryRequiredLabel={s('countryRequired')}
            localityRequiredLabel={(label) => s('localityRequired', { label: label.toLowerCase() })}
            countrySearchLabel={s('searchCountries')}
            localitySearchLabel={(label) => s('searchLocality', { label: label.toLowerCase() })}
            onChange={(value) => {
              setValue('country', value?.country ?? null, { shouldValidate: true });
              setValue('locality', value?.locality ?? null, { shouldValidate: true });
            }}
          />
          <PasswordFields
            onChange={(values) => {
              setValue('password', values.password, { shouldValidate: true });
              setValue('confirmPassword', values.confirmPassword, { shouldValidate: true });
            }}
          />
          {terms && (
            <div>
              <Checkbox
                label={s('agreedToTerms')}
                required
                // A checkbox is judged when it changes, not when it loses focus.
                {...register('agreedToTerms', { onChange: () => void trigger('agreedToTerms') })}
              />
              <Links>
                <a href={terms.url} target="_blank" rel="noreferrer">
                  {s('termsLink')}
                </a>
              </Links>
              {errors.agreedToTerms?.message && (
                <Notice $tone="error">{errors.agreedToTerms.message}</Notice>
              )}
            </div>
          )}
          {gdpr && (
            <Notice $tone="info">
              {/* Shown by the time the person reaches it: its sanitizer comes
                  with the form's first touch or when the text scrolls into view. */}
              <ServerHtmlWhenSeen html={gdpr} load={touched} />
            </Notice>
          )}
          <Actions data-variant="form">
            <Button type="submit" variant="primary" disabled={submitting || !isValid}>
              {submitting ? s('submitting') : s('submit')}
            </Button>
          </Actions>
        </fieldset>
      </Form>
      <Links>
        <Link to="/user/signon">{s('signon')}</Link>
      </Links>
    </FormCard>
  );
});

const NO_LOCALITIES: never[] = [];

export default SignupScreen;
