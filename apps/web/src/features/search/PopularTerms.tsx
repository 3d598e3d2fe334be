import { Skeleton, focusRing } from '@campus/ui';
import { useTranslation } from '../../i18n';
import { useSelector } from 'react-redux';
import { Link } from '../../kit/Link';
import { styled } from 'styled-components';
import { searchPath } from './SearchForm';
import { selectSearch } from './selectors';

const Terms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Term = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 36px;
  padding-inline: 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 18px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Popular search terms (GET /wp/v2/search/popularTerms); each one opens /search?q=term. */
export function PopularTerms({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const { popularTerms, popularTermsStatus } = useSelector(selectSearch);

  if (popularTermsStatus === 'error') return <Note role="alert">{t('search.popular.error')}</Note>;
  if (popularTermsStatus !== 'ready') {
    return (
      <div role="status" aria-label={t('search.popular.loading')}>
        <Terms as="div">
          {[96, 72, 120, 84].map((width) => (
            <Skeleton key={width} width={width} height={36} />
          ))}
        </Terms>
      </div>
    );
  }
  if (popularTerms.length === 0) return <Note>{t('search.popular.empty')}</Note>;
  return (
    <Terms aria-labelledby={labelledBy}>
      {popularTerms.map(({ term }) => (
        <li key={term}>
          <Term to={searchPath(term)}>{term}</Term>
        </li>
      ))}
    </Terms>
  );
}
