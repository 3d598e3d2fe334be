import { Button, Checkbox, Select, TextField } from '@campus/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { useLocaleFormats } from '../../kit/localeFormats';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  OrganizationPicker,
  organizationFormOpened,
  selectChosenOrganization,
} from '../organizations';
import { formatDate, todayInput } from './format';
import { parseStartDate } from './runProgress';
import { selectCreation, selectLibrary } from './selectors';
import { courseCreationStarted, courseCreationSubmitted } from './slice';
import { selectLoggedIn } from '../session';
import {
  Actions,
  ButtonLink,
  Card,
  Heading,
  Lead,
  Page,
  SignInPrompt,
  Stack,
  SubHeading,
} from '../../kit/ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 768px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** Navigation state of /courses/new/step/1/: it carries an acknowledged flag. */
export interface CreateCourseState {
  acknowledged?: boolean;
}

function Acknowledgement({ onAcknowledged }: { onAcknowledged(): void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (checked) onAcknowledged();
  };
  return (
    <Card aria-labelledby="ack-title">
      <SubHeading id="ack-title">{t('courses.create.ackTitle')}</SubHeading>
      <p>{t('courses.create.ackIntro')}</p>
      <Form onSubmit={submit} noValidate>
        <Checkbox
          label={t('courses.create.ackCheckbox')}
          checked={checked}
          onChange={(e) => setChecked(e.target.checked)}
          aria-invalid={tried && !checked ? true : undefined}
          aria-describedby={tried && !checked ? 'ack-error' : undefined}
        />
        {tried && !checked && (
          <FieldError id="ack-error">{t('courses.create.ackRequired')}</FieldError>
        )}
        <div>
          <Button type="submit">{t('courses.create.ackContinue')}</Button>
        </div>
      </Form>
    </Card>
  );
}

/** /courses/new/step/1/: a course of a series the member may run, for an organization. */
export function CreateCourseScreen() {
  const { t } = useTranslation();
  const formats = useLocaleFormats();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const acknowledged = (location.state as CreateCourseState | null)?.acknowledged === true;
  const library = useSelector(selectLibrary);
  const creation = useSelector(selectCreation);
  const organization = useSelector(selectChosenOrganization);
  const loggedIn = useSelector(selectLoggedIn);
  const runnable = library.items.filter((p) => p.active || p.free);
  const [series, setSeries] = useState(params.get('series') ?? '');
  const [title, setTitle] = useState('');
  const [startDate, setStartDate] = useState(todayInput());
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    dispatch(courseCreationStarted());
    dispatch(organizationFormOpened());
  }, [dispatch, loggedIn]);

  const acknowledge = () =>
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { acknowledged: true } satisfies CreateCourseState },
    );

  if (!loggedIn)
    return (
      <SignInPrompt
        title={t('courses.create.title')}
        returnTo={`${location.pathname}${location.search}`}
      />
    );

  if (creation.status === 'created' && creation.course) {
    const start = parseStartDate(creation.course.start_date);
    return (
      <Page aria-labelledby="created-title">
        <Heading id="created-title">{t('courses.create.successTitle')}</Heading>
        <p role="status">
          {t('courses.create.successBody', {
            title: creation.course.title,
            date: start ? formatDate(start, formats.dates) : '',
          })}
        </p>
        <Actions>
          <ButtonLink to={`/courses/run/${creation.course.slug}`}>
            {t('courses.create.toSeries')}
          </ButtonLink>
          <ButtonLink to="/courses" data-variant="secondary">
            {t('courses.create.toCourses')}
          </ButtonLink>
          <Button
            variant="text"
            onClick={() => {
              setTitle('');
              setSubmitted(false);
              dispatch(courseCreationStarted());
              dispatch(organizationFormOpened());
            }}
          >
            {t('courses.create.another')}
          </Button>
        </Actions>
      </Page>
    );
  }

  const chosenSeries = runnable.find((p) => p.slug === series);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!chosenSeries || !organization) return;
    dispatch(
      courseCreationSubmitted({
        product: { id: chosenSeries.id, blog_id: chosenSeries.blog_id },
        title,
        startDate,
        organizationId: organization.id,
        acknowledged,
      }),
    );
  };
  const seriesError = submitted && !chosenSeries ? t('courses.create.seriesRequired') : undefined;

  return (
    <Page aria-labelledby="create-title">
      <Heading id="create-title">{t('courses.create.title')}</Heading>
      {!acknowledged ? (
        <Acknowledgement onAcknowledged={acknowledge} />
      ) : (
        <>
          <Form id="create-course" onSubmit={submit} noValidate>
            <Fields>
              <Select
                label={t('courses.create.series')}
                placeholder={t('courses.card.select')}
                required
                options={runnable.map((p) => ({ value: p.slug, label: p.title }))}
                value={chosenSeries ? series : ''}
                onChange={(e) => setSeries(e.target.value)}
                error={seriesError}
                aria-busy={library.status === 'loading'}
              />
              <TextField
                label={t('courses.create.name')}
                hint={t('courses.create.nameHint')}
                value={title}
                maxLength={200}
                onChange={(e) => setTitle(e.target.value)}
              />
              <TextField
                type="date"
                label={t('courses.create.startDate')}
                value={startDate}
                onChange={(e) => setStartDate(e.target.value)}
              />
            </Fields>
            <Lead>{t('courses.create.seriesHint')}</Lead>
          </Form>
          <Stack as="section" aria-labelledby="organization-title">
            <SubHeading id="organization-title">{t('courses.create.organization')}</SubHeading>
            <OrganizationPicker
              error={
                submitted && !organization ? t('courses.create.organizationRequired') : undefined
              }
            />
          </Stack>
          {creation.status === 'failed' && (
            <Alert role="alert">
              {t('courses.create.failed', { message: creation.error?.message })}
            </Alert>
          )}
          <div>
            <Button type="submit" form="create-course" disabled={creation.status === 'submitting'}>
              {creation.status === 'submitting'
                ? t('courses.create.submitting')
                : t('courses.create.submit')}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}

export default CreateCourseScreen;
