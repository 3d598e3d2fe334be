import { useEffect } from 'react';
import { useTranslation } from '../../i18n';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ResourceLibrary } from './ResourceLibrary';
import { sharedResourceRequested } from './slice';

const Title = styled.h1`
  margin: 0 0 16px;
`;

/**
 * /resources: the whole library; a shared address also opens the resource it names, and a video
 * from the second `t` names (a search result's moment).
 */
export default function ResourcesScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const id = Number(params.get('resource'));
  const blog = Number(params.get('blog'));
  const moment = params.get('t');
  const startAt = moment ? Number(moment) : NaN;
  useEffect(() => {
    if (id > 0 && blog > 0)
      dispatch(
        sharedResourceRequested({
          id,
          blog_id: blog,
          ...(Number.isFinite(startAt) && startAt >= 0 ? { startAt } : {}),
        }),
      );
  }, [dispatch, id, blog, startAt]);
  return (
    <>
      <Title>{t('resources.library.title')}</Title>
      <ResourceLibrary />
    </>
  );
}
