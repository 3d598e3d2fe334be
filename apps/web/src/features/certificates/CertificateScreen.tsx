import { Button, Skeleton } from '@campus/ui';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { PublicCertificate } from '@campus/api-client';
import { useTranslation } from '../../i18n';
import { Actions, EmptyState, ErrorState, Page, Stack, SubHeading } from '../../kit/ui';
import { certificateDate } from './format';
import { selectShownCertificate } from './selectors';
import { ShareLink } from './ShareLink';
import { certificateOpened } from './slice';
import { useCertificatesText } from './texts';

/** The public keys a credential is checked against (server README, "Certificates"). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * The certificate as a sheet: on screen, and alone on the printed page. Printed landscape, it fits
 * both A4 and US Letter (the smaller of each side, less the margins), so one layout serves both
 * (e2e/certificates.spec.ts prints it on each).
 */
const Sheet = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  justify-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  border: 6px double ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0;
  }
  h1 {
    margin: 0;
    font-size: 1.75rem;
    letter-spacing: 0.02em;
  }
  [data-part='name'] {
    font-size: 2rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  [data-part='module'] {
    font-size: ${({ theme }) => theme.font.size.large};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [data-part='revoked'] {
    font-weight: 700;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.danger};
  }
  [data-part='id'] {
    font-family: ui-monospace, monospace;
    font-size: ${({ theme }) => theme.font.size.small};
    overflow-wrap: anywhere;
  }
`;

/**
 * Printing shows the sheet alone, in black on white, landscape: every element that neither holds
 * the sheet nor is in it is left out, and those that hold it lose their own frame (the app's
 * header, menus, padding), so the sheet starts at the page's top.
 */
const PrintStyle = createGlobalStyle`
  @page {
    size: landscape;
    margin: 12mm;
  }
  @media print {
    body :not(:has(#certificate-sheet)):not(#certificate-sheet):not(#certificate-sheet *) {
      display: none !important;
    }
    html,
    body,
    body :has(#certificate-sheet) {
      display: block !important;
      position: static !important;
      inset: auto !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      min-block-size: 0 !important;
      max-inline-size: none !important;
      background: #fff !important;
      box-shadow: none !important;
    }
    #certificate-sheet {
      max-block-size: 180mm;
      box-sizing: border-box;
      break-inside: avoid;
      background: #fff;
      color: #000;
      border-color: #000;
    }
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.small};
`;

const Credential = styled.details`
  code {
    display: block;
    margin-block-start: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.small};
    overflow-wrap: anywhere;
  }
`;

function CertificateSheet({ certificate }: { certificate: PublicCertificate }) {
  const { i18n } = useTranslation();
  const text = useCertificatesText();
  return (
    <Sheet id="certificate-sheet" aria-labelledby="certificate-title">
      <h1 id="certificate-title">{text('heading')}</h1>
      <p>{text('certifies')}</p>
      <p data-part="name">{certificate.name}</p>
      <p>{text('completed')}</p>
      <p data-part="module">{certificate.module.title}</p>
      <p>{text('issuedOn', { date: certificateDate(certificate.issued, i18n.language) })}</p>
      <p>{text('issuer')}</p>
      <p data-part="id">
        {text('idLabel')}: {certificate.id}
      </p>
      {certificate.revoked && <p data-part="revoked">{text('revoked')}</p>}
    </Sheet>
  );
}

/** /certificates/:id, for anyone: a certificate, its state, and how to check it. */
export function CertificateScreen() {
  const { i18n } = useTranslation();
  const text = useCertificatesText();
  const dispatch = useDispatch();
  const { id = '' } = useParams();
  const shown = useSelector(selectShownCertificate);
  useEffect(() => {
    dispatch(certificateOpened({ id }));
  }, [dispatch, id]);

  const certificate = shown.id === id ? shown.certificate : null;
  if (shown.id === id && shown.status === 'notFound') {
    return (
      <Page aria-labelledby="certificate-missing">
        <EmptyState title={text('notFound')}>
          <p id="certificate-missing">{text('notFoundHint')}</p>
        </EmptyState>
      </Page>
    );
  }
  if (shown.id === id && shown.status === 'failed') {
    return (
      <Page>
        <ErrorState
          message={shown.error?.message}
          onRetry={() => dispatch(certificateOpened({ id }))}
        />
      </Page>
    );
  }
  if (!certificate) {
    return (
      <Page aria-busy="true" aria-label={text('loading')}>
        {/* The sheet's place, kept while it loads, so nothing moves when it arrives. */}
        <Skeleton height={420} />
      </Page>
    );
  }
  return (
    <Page aria-labelledby="certificate-title">
      <PrintStyle />
      <Stack>
        {certificate.revoked && (
          <Notice role="status">
            {text('revokedNotice', {
              date: certificateDate(certificate.revoked.at, i18n.language),
            })}
          </Notice>
        )}
        <CertificateSheet certificate={certificate} />
        <Actions>
          <Button onClick={() => window.print()}>{text('print')}</Button>
          <ShareLink url={certificate.url} title={certificate.module.title} />
        </Actions>
        <section aria-labelledby="certificate-check">
          <SubHeading id="certificate-check">{text('checkTitle')}</SubHeading>
          <p>{text('checkBody')}</p>
          <p>
            <a href={JWKS_PATH}>{text('publicKeys')}</a>
          </p>
          <Credential>
            <summary>{text('credential')}</summary>
            <code>{certificate.credential}</code>
          </Credential>
        </section>
      </Stack>
    </Page>
  );
}

export default CertificateScreen;
