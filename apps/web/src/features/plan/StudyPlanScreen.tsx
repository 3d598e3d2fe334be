import type { ModuleRef, StudyPlan } from '@campus/api-client';
import { Button, Checkbox, Dialog, Select, Skeleton, TextField } from '@campus/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { useTranslation } from '../../i18n';
import { dateFormat } from '../../kit/dates';
import {
  Actions,
  ErrorState,
  Heading,
  Lead,
  Page,
  SignInPrompt,
  Stack,
  SubHeading,
} from '../../kit/ui';
import { selectLoggedIn } from '../session';
import {
  daysList,
  DURATIONS,
  fieldsOf,
  payloadOf,
  timeZones,
  today,
  WEEKDAYS,
  weekdayName,
  type PlanFields,
} from './form';
import { selectPlan } from './selectors';
import { planRequested, planSaveRequested, planStopRequested } from './slice';
import { usePlanText } from './texts';

const Days = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
`;

/** The saved plan in words, with its calendar's addresses. */
function SavedPlan({ plan }: { plan: StudyPlan }) {
  const { i18n } = useTranslation();
  const text = usePlanText();
  const language = i18n.language;
  const finishBy = plan.finishBy
    ? dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${plan.finishBy}T00:00:00Z`),
      )
    : null;
  return (
    <section aria-labelledby="plan-calendar">
      <Stack>
        <p>
          {text('summary', {
            days: daysList(plan.days, language),
            time: plan.time,
            duration: plan.duration,
            timezone: plan.timezone,
          })}{' '}
          {plan.module &&
            (finishBy
              ? text('following', { module: plan.module.title, date: finishBy })
              : text('followingNoDate', { module: plan.module.title }))}
        </p>
        <SubHeading id="plan-calendar">{text('calendarTitle')}</SubHeading>
        <p>{text('calendarIntro')}</p>
        <Links>
          <li>
            <a href={plan.calendar.webcal}>{text('subscribe')}</a>
          </li>
          <li>
            <a href={plan.calendar.google} target="_blank" rel="noopener noreferrer">
              {text('google')}
            </a>
          </li>
          <li>
            <a href={plan.calendar.ics} download="study-plan.ics">
              {text('download')}
            </a>
          </li>
        </Links>
      </Stack>
    </section>
  );
}

function PlanForm({ plan, modules }: { plan: StudyPlan | null; modules: ModuleRef[] }) {
  const { i18n } = useTranslation();
  const text = usePlanText();
  const dispatch = useDispatch();
  const { change } = useSelector(selectPlan);
  const zones = useMemo(timeZones, []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PlanFields>({ defaultValues: fieldsOf(plan), mode: 'onTouched' });
  const module = watch('module');
  const submit = handleSubmit((fields) => dispatch(planSaveRequested(payloadOf(fields))));
  return (
    <form noValidate onSubmit={submit} aria-labelledby="plan-title">
      <Stack>
        <Days aria-describedby={errors.days ? 'plan-days-error' : undefined}>
          <legend>{text('days')}</legend>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              value={day}
              label={weekdayName(day, i18n.language)}
              {...register('days', { validate: (days) => days.length > 0 || text('daysRequired') })}
            />
          ))}
        </Days>
        {errors.days && <FieldError id="plan-days-error">{errors.days.message}</FieldError>}
        <Fields>
          <TextField
            type="time"
            label={text('time')}
            error={errors.time?.message}
            {...register('time', { required: text('timeRequired') })}
          />
          <Select
            label={text('duration')}
            options={DURATIONS.map((minutes) => ({
              value: String(minutes),
              label: text('minutes', { minutes }),
            }))}
            {...register('duration')}
          />
          <Select
            label={text('timezone')}
            searchable
            options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
            {...register('timezone')}
          />
          <Select
            label={text('module')}
            options={[
              { value: '', label: text('anyModule') },
              ...modules.map(({ slug, title }) => ({ value: slug, label: title })),
            ]}
            {...register('module')}
          />
          <TextField
            type="date"
            label={text('finishBy')}
            hint={text('finishByHint')}
            disabled={!module}
            min={today()}
            error={errors.finishBy?.message}
            {...register('finishBy', {
              validate: (date, fields) =>
                !fields.module || !date || date >= today() || text('finishByPast'),
            })}
          />
        </Fields>
        {change.status === 'failed' && change.error && (
          <FieldError role="alert">{change.error.message}</FieldError>
        )}
        <Actions data-variant="form">
          <Button type="submit" disabled={change.status === 'saving'}>
            {change.status === 'saving' ? text('saving') : text('save')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function StopPlan() {
  const text = usePlanText();
  const dispatch = useDispatch();
  const { change } = useSelector(selectPlan);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {text('stop')}
      </Button>
      {open && (
        <Dialog
          open
          title={text('stopTitle')}
          onClose={() => setOpen(false)}
          closeLabel={text('cancel')}
          footer={
            <Actions>
              <Button
                disabled={change.status === 'stopping'}
                onClick={() => dispatch(planStopRequested())}
              >
                {text('stopConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {text('cancel')}
              </Button>
            </Actions>
          }
        >
          <p>{text('stopBody')}</p>
          {change.status === 'failed' && change.error && (
            <FieldError role="alert">{change.error.message}</FieldError>
          )}
        </Dialog>
      )}
    </>
  );
}

/** /study-plan: when the member studies, kept as a calendar that follows their progress. */
export function StudyPlanScreen() {
  const text = usePlanText();
  const dispatch = useDispatch();
  const loggedIn = useSelector(selectLoggedIn);
  const { status, plan, error, modules, change } = useSelector(selectPlan);
  // What the member just did, said once the server has answered it.
  const [said, setSaid] = useState('');
  const [lastChange, setLastChange] = useState(change.status);
  if (change.status !== lastChange) {
    setLastChange(change.status);
    if (change.status === 'idle' && lastChange === 'saving') setSaid(text('saved'));
    if (change.status === 'idle' && lastChange === 'stopping') setSaid(text('stopped'));
  }
  useEffect(() => {
    if (loggedIn) dispatch(planRequested());
  }, [dispatch, loggedIn]);

  if (!loggedIn) return <SignInPrompt title={text('title')} returnTo="/study-plan" />;
  return (
    <Page aria-labelledby="plan-title">
      <Heading id="plan-title">{text('title')}</Heading>
      <Lead>{text('intro')}</Lead>
      <p role="status">{said}</p>
      {status === 'failed' ? (
        <ErrorState message={error?.message} onRetry={() => dispatch(planRequested())} />
      ) : status === 'ready' || status === 'none' ? (
        <Stack>
          {plan && <SavedPlan plan={plan} />}
          {/* A new form for each saved plan: its fields start from what was saved. */}
          <PlanForm key={plan ? JSON.stringify(plan) : 'none'} plan={plan} modules={modules} />
          {plan && (
            <Actions>
              <StopPlan />
            </Actions>
          )}
        </Stack>
      ) : (
        <div role="status" aria-label={text('loading')}>
          <Skeleton height={420} />
        </div>
      )}
    </Page>
  );
}

export default StudyPlanScreen;
