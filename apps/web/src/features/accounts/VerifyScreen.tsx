import { Button, LinearProgress, PasswordHints, Skeleton, TextField } from '@campus/ui';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { useTranslation, type KeyUnder } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { Actions, Card, Form, Links, Notice, Title } from './formKit';
import { ServerHtml } from '../../kit/ServerHtml';
import { usePasswordHintTexts } from './PasswordFields';
import { useDeferredResolver } from './useDeferredResolver';
import { verificationOpened, verificationRetried, verificationSubmitted } from './slice';
import { selectVerify } from './selectors';

/** The minimum the verification screen declares for a password. */
export const VERIFY_PASSWORD_MIN_LENGTH = 6;

/** /user/verify/:code: account verification. */

/** The privacy text's disclosure; its summary is a full 24 px target (WCAG 2.5.8). */
const Privacy = styled.details`
  summary {
    padding-block: 4px;
    cursor: pointer;
  }
`;

export function VerifyScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { code = '' } = useParams();
  const verify = useSelector(selectVerify);
  const v = (key: KeyUnder<'accounts.verify'>, options: Record<string, unknown> = {}) =>
    t(`accounts.verify.${key}`, options);

  useEffect(() => {
    dispatch(verificationOpened({ code }));
  }, [dispatch, code]);

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

  const current = verify.code === code ? verify.status : 'checking';
  const data = verify.data;

  if (current === 'checking') {
    return (
      <Card aria-labelledby="verify-title" aria-busy="true">
        <Title id="verify-title">{v('title')}</Title>
        <LinearProgress aria-label={v('checking')} />
        <Skeleton width="100%" height={20} />
        <Skeleton width="60%" height={20} />
      </Card>
    );
  }

  const welcome = data?.content ? <ServerHtml html={data.content} /> : null;
  return (
    <Card aria-labelledby="verify-title">
      <Title id="verify-title">{v('title')}</Title>
      {current === 'verifying' && <LinearProgress aria-label={v('verifying')} />}
      {current === 'error' && (
        <>
          <Notice $tone="error" role="alert">
            <ServerHtml html={verify.error ?? ''} />
          </Notice>
          <Actions>
            <Button variant="secondary" onClick={() => dispatch(verificationRetried())}>
              {v('retry')}
            </Button>
          </Actions>
        </>
      )}
      {(current === 'getStarted' || (current === 'verifying' && data?.source !== 'survey')) && (
        <>
          {welcome}
          <Actions>
            <Button
              variant="primary"
              disabled={current === 'verifying'}
              onClick={() => dispatch(verificationSubmitted({}))}
            >
              {v('getStarted')}
            </Button>
          </Actions>
        </>
      )}
      {(current === 'setPassword' || (current === 'verifying' && data?.source === 'survey')) && (
        <>
          {welcome}
          <Form
            noValidate
            {...touchProps}
            onSubmit={handleSubmit((values) =>
              dispatch(verificationSubmitted({ password: values.password })),
            )}
          >
            <fieldset disabled={current === 'verifying'}>
              <TextField
                label={v('email')}
                value={data?.user.email ?? ''}
                readOnly
                autoComplete="username"
              />
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
              {/* The server holds a new password to the editor's rules: say them before it refuses. */}
              <PasswordHints id={hintsId} value={watch('password')} {...hintTexts} />
              <Actions>
                <Button
                  type="submit"
                  variant="primary"
                  disabled={current === 'verifying' || !isValid}
                >
                  {v('setPassword')}
                </Button>
              </Actions>
            </fieldset>
          </Form>
        </>
      )}
      {current === 'complete' && (
        <>
          <Notice $tone="success" role="status">
            {v('complete')}
          </Notice>
          <Links>
            <Link to={`/user/signon?userlogin=${encodeURIComponent(data?.user.email ?? '')}`}>
              {v('signon')}
            </Link>
          </Links>
        </>
      )}
      {current === 'supportCoupleRegistered' && (
        <Notice $tone="success" role="status">
          {v('supportCoupleRegistered')}
        </Notice>
      )}
      {data?.privacyContent && current !== 'complete' && current !== 'supportCoupleRegistered' && (
        <Privacy>
          <summary>{v('privacy')}</summary>
          <ServerHtml html={data.privacyContent} />
        </Privacy>
      )}
    </Card>
  );
}

export default VerifyScreen;
