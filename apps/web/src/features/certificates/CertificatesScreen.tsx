import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n';
import {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  CardSkeletons,
  EmptyState,
  ErrorState,
  Heading,
  Lead,
  Muted,
  Page,
  SignInPrompt,
} from '../../kit/ui';
import { selectLoggedIn } from '../session';
import { certificateDate } from './format';
import { selectMyCertificates } from './selectors';
import { ShareLink } from './ShareLink';
import { myCertificatesRequested } from './slice';
import { useCertificatesText } from './texts';

/** /certificates: the member's certificates, the latest first, each with its public page. */
export function CertificatesScreen() {
  const { i18n } = useTranslation();
  const text = useCertificatesText();
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectLoggedIn);
  const mine = useSelector(selectMyCertificates);
  useEffect(() => {
    if (loggedIn) dispatch(myCertificatesRequested());
  }, [dispatch, loggedIn]);

  if (!loggedIn) return <SignInPrompt title={text('listTitle')} returnTo="/certificates" />;
  const latestFirst = [...mine.items].reverse();
  return (
    <Page aria-labelledby="certificates-title">
      <Heading id="certificates-title">{text('listTitle')}</Heading>
      <Lead>{text('listIntro')}</Lead>
      {mine.status === 'failed' ? (
        <ErrorState
          message={mine.error?.message}
          onRetry={() => dispatch(myCertificatesRequested())}
        />
      ) : mine.status !== 'ready' ? (
        <CardSkeletons label={text('listTitle')} />
      ) : latestFirst.length === 0 ? (
        <EmptyState title={text('empty')}>
          <p>{text('emptyHint')}</p>
          <ButtonLink to="/training">{text('toLearning')}</ButtonLink>
        </EmptyState>
      ) : (
        <CardGrid>
          {latestFirst.map((certificate) => (
            <li key={certificate.id}>
              <Card>
                <h2>{certificate.module.title}</h2>
                <Muted>
                  {text('issuedOn', { date: certificateDate(certificate.issued, i18n.language) })}
                  {certificate.revoked && ` · ${text('revoked')}`}
                </Muted>
                <Actions>
                  <ButtonLink
                    to={`/certificates/${certificate.id}`}
                    aria-label={text('view', { module: certificate.module.title })}
                  >
                    {text('viewShort')}
                  </ButtonLink>
                  <ShareLink url={certificate.url} title={certificate.module.title} />
                </Actions>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </Page>
  );
}

export default CertificatesScreen;
