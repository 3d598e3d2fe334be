import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Certificate, PublicCertificate } from '@campus/api-client/contract';
import { requireMember, requireSession } from '../../services/auth';
import { WpError } from '../../conventions/errors';
import {
  certificatesOf,
  publicCertificate,
  publicKeys,
  revokeCertificate,
} from '../../domain/certificates';

const CertificateParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Certificates of completed modules (README, "Certificates"), under `/wp-json`. */
export const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tokens, config } = app.services;
  const { publicUrl } = config;

  app.get(
    '/campus/v1/certificates',
    { schema: { response: { 200: Type.Array(Certificate) } } },
    async (request): Promise<Certificate[]> => {
      const session = await requireSession(tokens, request);
      requireMember(session);
      return certificatesOf(db, publicUrl, session.user.id);
    },
  );

  // Public: anyone holding the address may check it, without a session.
  app.get(
    '/campus/v1/certificates/:id',
    { schema: { params: CertificateParams, response: { 200: PublicCertificate } } },
    async (request): Promise<PublicCertificate> =>
      publicCertificate(db, publicUrl, request.params.id),
  );

  app.post(
    '/campus/v1/certificates/:id/revoke',
    { schema: { params: CertificateParams, response: { 200: PublicCertificate } } },
    async (request): Promise<PublicCertificate> => {
      const session = await requireSession(tokens, request);
      if (!session.user.roles.includes('administrator'))
        throw new WpError(
          403,
          'rest_forbidden',
          'Sorry, you are not allowed to revoke certificates.',
        );
      return revokeCertificate(db, publicUrl, request.params.id);
    },
  );
};

/**
 * `/.well-known/jwks.json`, at the site's root: every public key certificates were ever signed
 * with, for anyone to check a credential with any JOSE library.
 */
export const jwksRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.services;
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    const keys = await publicKeys(db);
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(JSON.stringify({ keys }));
  });
};
