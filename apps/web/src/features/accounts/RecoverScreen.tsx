import { Button, LinearProgress, TextField } from '@campus/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, type KeyUnder } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { Form, FormCard, Links, Notice, Title } from './formKit';
import { Actions } from '../../kit/ui';
import { RecoveryMode, recoveryOpened, recoveryRequested } from './slice';
import { selectRecover } from './selectors';
import { useDeferredResolver } from './useDeferredResolver';

const SUPPORT_COUPLE = 'support_couple';

// The new-password form and its password editor only for a recovery link (key and login), asked
// for while the key is being verified: asking for a link needs neither.
const loadResetForm = () => import('./ResetForm');
const ResetForm = lazy(loadResetForm);

function RequestForm({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { resolver, touchProps } = useDeferredResolver<{ email: string }>((rules) =>
    rules.recoverEmailResolver(t),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<{ email: string }>({
    resolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  return (
    <Form
      noValidate
      {...touchProps}
      onSubmit={handleSubmit((values) => dispatch(recoveryRequested({ email: values.email })))}
    >
      <fieldset disabled={busy}>
        <TextField
          label={t('accounts.recover.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Actions data-variant="form">
          <Button type="submit" variant="primary" disabled={busy || !isValid}>
            {t('accounts.recover.submit')}
          </Button>
        </Actions>
      </fieldset>
    </Form>
  );
}

/** /user/recover-password: modes Recover, Verifying, Reset and Complete. */
export function RecoverScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  // URLSearchParams already decodes the URL-encoded key and login.
  const key = params.get('key');
  const login = params.get('login');
  const recover = useSelector(selectRecover);
  const r = (k: KeyUnder<'accounts.recover'>) => t(`accounts.recover.${k}`);

  useEffect(() => {
    dispatch(recoveryOpened({ key, login }));
  }, [dispatch, key, login]);
  const fromLink = Boolean(key && login);
  useEffect(() => {
    // A failed fetch is the lazy form's to report, when it asks again.
    if (fromLink) void loadResetForm().catch(() => undefined);
  }, [fromLink]);

  const supportCouple = recover.role === SUPPORT_COUPLE;
  return (
    <FormCard aria-labelledby="recover-title">
      <Title id="recover-title">{r('title')}</Title>
      {(recover.busy || recover.mode === RecoveryMode.Verifying) && (
        <LinearProgress
          aria-label={recover.mode === RecoveryMode.Verifying ? r('verifying') : r('title')}
        />
      )}
      {recover.mode === RecoveryMode.Verifying && <Notice role="status">{r('verifying')}</Notice>}
      {recover.error !== null && (
        <Notice $tone="error" role="alert">
          {recover.error || r('genericError')}
        </Notice>
      )}
      {recover.notice === 'verificationSent' && (
        <Notice $tone="success" role="status">
          <p>{r('sent')}</p>
          {supportCouple && <p>{r('surveyHint')}</p>}
        </Notice>
      )}
      {recover.notice === 'verificationFailed' && (
        <Notice $tone="error" role="alert">
          <p>{r('failed')}</p>
          <p>
            <Link to="/user/signon">{r('login')}</Link>
          </p>
        </Notice>
      )}
      {recover.mode === RecoveryMode.Complete && (
        <Notice $tone="success" role="status">
          <p>{r('completed')}</p>
          {supportCouple ? (
            <>
              <p>{r('surveyHint')}</p>
              <p>
                <Link to="/user/signon">{r('login')}</Link>
              </p>
            </>
          ) : (
            <p>
              <Link to={`/user/signon?userlogin=${encodeURIComponent(recover.email)}`}>
                {r('login')}
              </Link>
            </p>
          )}
        </Notice>
      )}
      {recover.mode === RecoveryMode.Recover && recover.notice !== 'verificationSent' && (
        <RequestForm busy={recover.busy} />
      )}
      {recover.mode === RecoveryMode.Reset && (
        <Suspense fallback={<LinearProgress aria-label={r('title')} />}>
          <ResetForm busy={recover.busy} email={recover.email} />
        </Suspense>
      )}
      <Links>
        <Link to="/user/signon">{r('signon')}</Link>
      </Links>
    </FormCard>
  );
}

export default RecoverScreen;
