import { Button, LinearProgress, Skeleton } from '@campus/ui';
import { lazy, Suspense, useEffect } from 'react';
import { styled } from 'styled-components';
import { useTranslation, type KeyUnder } from '../../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { Link } from '../../kit/Link';
import { FormCard, Links, Notice, Title } from './formKit';
import { Actions } from '../../kit/ui';
import { ServerHtml } from '../../kit/ServerHtml';
import { verificationOpened, verificationRetried, verificationSubmitted } from './slice';
import { selectVerify } from './selectors';

// The password form (react-hook-form and the password hints) only for an account that sets its
// password here, a survey's; a plain sign-up's link needs one button. Asked for as soon as the
// verification answer says so.
const loadPasswordForm = () => import('./VerifyPasswordForm');
const VerifyPasswordForm = lazy(loadPasswordForm);

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

  const current = verify.code === code ? verify.status : 'checking';
  const data = verify.data;
  const setsPassword = current === 'setPassword' || data?.source === 'survey';
  useEffect(() => {
    // A failed fetch is the lazy form's to report, when it asks again.
    if (setsPassword) void loadPasswordForm().catch(() => undefined);
  }, [setsPassword]);

  if (current === 'checking') {
    return (
      <FormCard aria-labelledby="verify-title" aria-busy="true">
        <Title id="verify-title">{v('title')}</Title>
        <LinearProgress aria-label={v('checking')} />
        <Skeleton width="100%" height={20} />
        <Skeleton width="60%" height={20} />
      </FormCard>
    );
  }

  const welcome = data?.content ? <ServerHtml html={data.content} /> : null;
  return (
    <FormCard aria-labelledby="verify-title">
      <Title id="verify-title">{v('title')}</Title>
      {current === 'verifying' && <LinearProgress aria-label={v('verifying')} />}
      {current === 'error' && (
        <>
          <Notice $tone="error" role="alert">
            <ServerHtml html={verify.error ?? ''} />
          </Notice>
          <Actions data-variant="form">
            <Button variant="secondary" onClick={() => dispatch(verificationRetried())}>
              {v('retry')}
            </Button>
          </Actions>
        </>
      )}
      {(current === 'getStarted' || (current === 'verifying' && data?.source !== 'survey')) && (
        <>
          {welcome}
          <Actions data-variant="form">
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
          <Suspense fallback={<LinearProgress aria-label={v('title')} />}>
            <VerifyPasswordForm email={data?.user.email ?? ''} busy={current === 'verifying'} />
          </Suspense>
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
    </FormCard>
  );
}

export default VerifyScreen;
