import { Button, Skeleton, focusRing, focusRingOnColor } from '@campus/ui';
import { useTranslation } from '../i18n';
import { Link } from './Link';
import { css, styled } from 'styled-components';
import { SlowHint } from './SlowHint';

/** Layout pieces every screen shares: page, headings, cards, and the empty, error and loading states. */
export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 1200px;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 1.75rem;
`;

export const SubHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** One column on phones, as many 280 px cards as fit from there. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** What every card stands on, whatever it holds: the theme's surface inside a rounded border. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
`;

/** A card in a list (`CardGrid`): its heading, lines and `Actions` at its foot. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  block-size: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(4)};
  ${cardSurface}
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * A row of buttons and links, at the foot of a card. Under a form (`data-variant="form"`) it keeps
 * a little distance from the last field and puts its first and last controls at either end (the
 * submit button and the link away).
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  margin-block-start: auto;
  &[data-variant='form'] {
    justify-content: space-between;
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

/** The kit's primary (or secondary) button's look, for what is not a `Button`. */
export const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 36px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &[data-variant='secondary'] {
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
`;

/** A link that looks like the kit's primary (or secondary) button. */
export const ButtonLink = styled(Link)`
  ${buttonLook}
`;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
  &[data-tone='error'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Box>
      <p>
        <strong>{title}</strong>
      </p>
      {children}
    </Box>
  );
}

/** A failed load: the server's message and a way to ask again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-tone="error">
      <p>{t('loadFailed.message')}</p>
      {message && <p>{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('loadFailed.retry')}
        </Button>
      )}
    </Box>
  );
}

/** A placeholder in the shape of a `Card`: a title and two lines. */
const PlaceholderCard = (
  <Card>
    <Skeleton height={24} width="70%" />
    <Skeleton height={16} />
    <Skeleton height={16} width="50%" />
  </Card>
);

/**
 * Placeholders where a list of cards is loading. One status region, named by `label`, tells a screen
 * reader once what is on its way; the placeholders say nothing, so they are hidden from it. Their
 * list is marked busy until the loaded one replaces it, and the slow hint joins them after a while.
 */
export function CardSkeletons({
  count = 3,
  label,
  list: List = CardGrid,
  card = PlaceholderCard,
  hint = true,
}: {
  /** How many placeholders. @default 3 */
  count?: number;
  /** What is loading: the region's name. */
  label: string;
  /** The list the loaded cards will stand in, so that the placeholders take their places. @default CardGrid */
  list?: React.ElementType;
  /** One placeholder. @default a `Card` with a title and two lines */
  card?: React.ReactNode;
  /** Whether the slow hint follows after a while (one a screen is enough). @default true */
  hint?: boolean;
}) {
  return (
    <Stack role="status" aria-label={label}>
      <List aria-hidden="true" aria-busy="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>{card}</li>
        ))}
      </List>
      {hint && <SlowHint />}
    </Stack>
  );
}

/**
 * The guards let a visitor without a stored token through, so member screens ask them to sign in,
 * coming back here afterwards.
 */
export function SignInPrompt({ title, returnTo }: { title: string; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Page aria-labelledby="signin-title">
      <Heading id="signin-title">{title}</Heading>
      <EmptyState title={t('signInPrompt.required')}>
        <Actions>
          <ButtonLink to="/user/signon" state={{ redirect: returnTo }}>
            {t('signInPrompt.signIn')}
          </ButtonLink>
          <ButtonLink to="/course-library" data-variant="secondary">
            {t('signInPrompt.library')}
          </ButtonLink>
        </Actions>
      </EmptyState>
    </Page>
  );
}

/** Vertical rhythm inside a section or header. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
`;

/**
 * A text field with its button beside it (the search boxes): the button lines up with the input
 * itself, not with the field's bottom margin, and drops below it when the row is too narrow.
 */
export const FieldWithButton = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  & > :first-child {
    flex: 1 1 200px;
    min-inline-size: 0;
    margin-block-end: 0;
  }
  & > button {
    min-block-size: 40px;
  }
`;

/** A notice over the bottom of the page, of the app's own (a new version, a missing connection). */
export const Notice = styled.div`
  position: fixed;
  inset-block-end: 16px;
  inset-inline: 16px;
  margin-inline: auto;
  max-inline-size: 480px;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 16px;
  border-radius: 8px;
  background: #1b1f24;
  color: #fff;
  box-shadow: 0 6px 24px rgb(0 0 0 / 25%);
  z-index: 1000;
`;

export const NoticeButton = styled.button`
  margin-inline-start: auto;
  min-block-size: 36px;
  padding-inline: 16px;
  border: 0;
  border-radius: 4px;
  background: #4c9be8;
  color: #0d1117;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRingOnColor}
`;
