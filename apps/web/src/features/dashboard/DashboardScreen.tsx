import { useTranslation } from '../../i18n';
import { styled } from 'styled-components';

const Heading = styled.h1`
  margin-block: 0 16px;
  font-size: 1.75rem;
`;

export function DashboardScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-title">
      <Heading id="dashboard-title">{t('dashboard.title')}</Heading>
      <p>{t('dashboard.welcome')}</p>
    </section>
  );
}

export default DashboardScreen;
