import { requireLogin } from '@campus/auth';
import type { RouteObject } from 'react-router-dom';
import type { Services } from '../../kit/services';

/**
 * The member's certificates, and each certificate's public page, which anyone may open (the server
 * prerenders it: `firstScreens.ts`). A screen opens with its texts, so its first render shows them.
 */
export function certificatesRoutes(services: Services): RouteObject[] {
  const withTexts = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
    const [screen] = await Promise.all([
      load(),
      import('../../i18n/certificates').then(({ certificatesTexts }) =>
        certificatesTexts.load(services.settings.locale.locale),
      ),
    ]);
    return { Component: screen.default };
  };
  return [
    {
      path: 'certificates',
      children: [
        {
          index: true,
          loader: requireLogin(services.session),
          lazy: withTexts(() => import('./CertificatesScreen')),
        },
        { path: ':id', lazy: withTexts(() => import('./CertificateScreen')) },
      ],
    },
  ];
}
