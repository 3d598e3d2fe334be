import type { CardDetails } from '@campus/api-client';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Select, TextField } from '@campus/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { styled } from 'styled-components';
import { object, string } from 'yup';
import type { PaymentFormProps } from './types';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-inline-size: 480px;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 767px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const YEARS_AHEAD = 15;

/** The default card-payment form (its own chunk). */
export function CardForm({ amount, submitting, error, onSubmit, provider }: PaymentFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      object({
        name: string().trim().required(t('courses.card.required.name')),
        number: string()
          .required(t('courses.card.required.number'))
          .test('digits', t('courses.card.invalid.number'), (value) =>
            /^\d{12,19}$/.test((value ?? '').replace(/[\s-]/g, '')),
          ),
        // Expiry month and year are required in the default card form (pinned by screens.test.tsx).
        expMonth: string().required(t('courses.card.required.expMonth')),
        expYear: string().required(t('courses.card.required.expYear')),
        cvc: string()
          .required(t('courses.card.required.cvc'))
          .matches(/^\d{3,4}$/, t('courses.card.invalid.cvc')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(schema),
    defaultValues: { name: '', number: '', expMonth: '', expYear: '', cvc: '' },
  });
  const thisYear = new Date().getFullYear();
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1).padStart(2, '0'),
  }));
  const years = Array.from({ length: YEARS_AHEAD }, (_, i) => ({
    value: String(thisYear + i),
    label: String(thisYear + i),
  }));

  const submit = handleSubmit((values) => {
    const card: CardDetails = {
      name: values.name.trim(),
      number: values.number.replace(/[\s-]/g, ''),
      exp_month: Number(values.expMonth),
      exp_year: Number(values.expYear),
      cvc: values.cvc,
    };
    onSubmit(card);
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      <TextField
        label={t('courses.card.name')}
        autoComplete="cc-name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('courses.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        error={errors.number?.message}
        {...register('number')}
      />
      <Row>
        <Select
          label={t('courses.card.expMonth')}
          placeholder={t('courses.card.select')}
          autoComplete="cc-exp-month"
          options={months}
          error={errors.expMonth?.message}
          {...register('expMonth')}
        />
        <Select
          label={t('courses.card.expYear')}
          placeholder={t('courses.card.select')}
          autoComplete="cc-exp-year"
          options={years}
          error={errors.expYear?.message}
          {...register('expYear')}
        />
        <TextField
          label={t('courses.card.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </Row>
      {error && <Alert role="alert">{t('courses.card.failed', { message: error })}</Alert>}
      {provider === 'campus-test' && <Note>{t('courses.card.testNote')}</Note>}
      <Button type="submit" disabled={submitting}>
        {submitting ? t('courses.card.paying') : t('courses.card.pay', { price: amount })}
      </Button>
    </Form>
  );
}

export default CardForm;
