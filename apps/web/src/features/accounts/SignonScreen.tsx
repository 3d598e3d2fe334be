import { Button, Checkbox, LinearProgress, TextField } from '@campus/ui';
import { memo, useEffect, useMemo, useState, type MouseEvent } from 'react';
import {
  useForm,
  type FieldErrors,
  type UseFormHandleSubmit,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { Form, FormCard, Links, Notice, Title } from './formKit';
import { Actions } from '../../kit/ui';
import { ServerHtmlOnDemand as ServerHtml } from '../../kit/ServerHtmlOnDemand';
import { signonOpened, signonSubmitted } from './slice';
import { selectSignon } from './selectors';
import { useDeferredResolver } from './useDeferredResolver';

/** This login error hides the form; only its message stays (pinned by screens.test.tsx). */
export const USER_EXISTS_CODE = '[jwt_auth] user_exists';

interface SignonValues {
  user_email: string;
  password: string;
  rememberMe: boolean;
  isAdminQA: boolean;
}

/** /user/signon: the login form, for visitors only. */
export function SignonScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const [params] = useSearchParams();
  const userlogin = params.get('userlogin') ?? '';
  const { status, error } = useSelector(selectSignon);

  const { resolver, touchProps } = useDeferredResolver<SignonValues>((rules) =>
    rules.signonResolver(t),
  );
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isValid },
  } = useForm<SignonValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { user_email: userlogin, password: '', rememberMe: false, isAdminQA: false },
  });

  useEffect(() => {
    dispatch(signonOpened());
  }, [dispatch]);
  useEffect(() => {
    if (userlogin) setFocus('password');
  }, [userlogin, setFocus]);

  const redirect = (location.state as { redirect?: unknown } | null)?.redirect;
  const submit = useMemo(
    () =>
      handleSubmit((values) =>
        dispatch(
          signonSubmitted({
            user_email: values.user_email,
            password: values.password,
            rememberMe: values.rememberMe,
            options: { skipSalesForce: false, isAdminQA: values.isAdminQA },
            redirect,
          }),
        ),
      ),
    [handleSubmit, dispatch, redirect],
  );

  if (error?.code === USER_EXISTS_CODE) {
    return (
      <FormCard aria-labelledby="signon-title">
        <Title id="signon-title">{t('accounts.signon.title')}</Title>
        <Notice $tone="info" role="alert">
          <ServerHtml html={error.message} />
        </Notice>
      </FormCard>
    );
  }

  return (
    <SignonForm
      register={register}
      errors={errors}
      isValid={isValid}
      submit={submit}
      status={status}
      error={error}
      touchProps={touchProps}
    />
  );
}

interface SignonFormProps {
  register: UseFormRegister<SignonValues>;
  errors: FieldErrors<SignonValues>;
  isValid: boolean;
  submit: ReturnType<UseFormHandleSubmit<SignonValues>>;
  status: ReturnType<typeof selectSignon>['status'];
  error: ReturnType<typeof selectSignon>['error'];
  touchProps: ReturnType<typeof useDeferredResolver>['touchProps'];
}

/** The form, drawn again only when what it shows changes (see `SignupForm`). */
const SignonForm = memo(function SignonForm({
  register,
  errors,
  isValid,
  submit,
  status,
  error,
  touchProps,
}: SignonFormProps) {
  const { t } = useTranslation();
  const [showHidden, setShowHidden] = useState(false);
  const loading = status === 'loading' || status === 'success';
  // Clicking the password label reveals the hidden options (pinned by screens.test.tsx).
  const revealOnLabel = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).tagName === 'LABEL') setShowHidden(true);
  };
  return (
    <FormCard aria-labelledby="signon-title">
      <Title id="signon-title">{t('accounts.signon.title')}</Title>
      {loading && <LinearProgress aria-label={t('accounts.signon.progress')} />}
      <Form noValidate onSubmit={submit} aria-busy={loading} {...touchProps}>
        <fieldset disabled={loading}>
          {error && (
            <Notice $tone="error" role="alert">
              <ServerHtml html={error.message} />
            </Notice>
          )}
          <TextField
            label={t('accounts.signon.email')}
            type="email"
            autoComplete="username"
            required
            error={errors.user_email?.message}
            {...register('user_email')}
          />
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the label itself is the control; a click on it also focuses the field */}
          <div onClick={revealOnLabel}>
            <TextField
              label={t('accounts.signon.password')}
              type="password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password')}
            />
          </div>
          <Checkbox label={t('accounts.signon.rememberMe')} {...register('rememberMe')} />
          {showHidden && (
            <Checkbox label={t('accounts.signon.adminQA')} {...register('isAdminQA')} />
          )}
          <Actions data-variant="form">
            <Button type="submit" variant="primary" disabled={loading || !isValid}>
              {t('accounts.signon.submit')}
            </Button>
          </Actions>
        </fieldset>
      </Form>
      <Links>
        <Link to="/user/signup">{t('accounts.signon.signup')}</Link>
        <Link to="/user/recover-password">{t('accounts.signon.recover')}</Link>
      </Links>
    </FormCard>
  );
});

export default SignonScreen;
