import type { SpokenMatch } from '@campus/api-client';
import { Button } from '@campus/ui';
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { Card, CardText, Grid, Kind } from './ResultCards';
import { Section, SectionHeader, SectionTitle } from './SectionResults';
import { selectSpoken } from './selectors';

/** Moments shown before Show more: a phrase's best few, the rest a press away. */
export const MOMENTS_SHOWN = 3;

/** `161` → `2:41`, `3723` → `1:02:03`, as a player's clock reads. */
export function momentLabel(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Where a moment plays: its lesson or its library resource, from that second. */
export function momentPath(match: SpokenMatch): string {
  const t = Math.floor(match.start);
  if (match.lesson) return `/training/${match.lesson.module}/${match.lesson.slug}?t=${t}`;
  const { id, blog_id } = match.resource!;
  return `/resources?resource=${id}&blog=${blog_id}&t=${t}`;
}

const Quote = styled.q`
  color: ${({ theme }) => theme.color.text};
  /* A marker pen's yellow in light mode, its dimmed form in dark: the text keeps 4.5:1 on both. */
  & mark {
    border-radius: 2px;
    background: ${({ theme }) => (theme.mode === 'dark' ? '#6e5a00' : '#fff1a8')};
    color: inherit;
  }
`;

const ShowMore = styled(Button)`
  align-self: flex-start;
`;

/** The cue's words with the matched ranges marked. */
function Said({ match }: { match: SpokenMatch }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [from, to] of match.highlights) {
    if (from > at) parts.push(match.text.slice(at, from));
    parts.push(<mark key={from}>{match.text.slice(from, to)}</mark>);
    at = to;
  }
  parts.push(match.text.slice(at));
  return (
    <Quote lang={match.language} dir="auto">
      {parts}
    </Quote>
  );
}

function MomentCard({ match }: { match: SpokenMatch }) {
  const { t } = useTranslation();
  const at = momentLabel(match.start);
  return (
    <Card to={momentPath(match)}>
      {match.thumbnail && <img src={match.thumbnail} alt="" loading="lazy" />}
      <CardText>
        <strong>
          <bdi>{match.title}</bdi>
        </strong>
        <Said match={match} />
        <Kind>
          <time dateTime={`PT${Math.floor(match.start)}S`}>{t('search.spoken.at', { at })}</time>
        </Kind>
      </CardText>
    </Card>
  );
}

/** The All tab's first section when the words are said in a video: each moment opens there. */
export function SpokenMoments() {
  const { t } = useTranslation();
  const { matches } = useSelector(selectSpoken);
  const [expanded, setExpanded] = useState(false);
  if (matches.length === 0) return null;
  const shown = expanded ? matches : matches.slice(0, MOMENTS_SHOWN);
  return (
    <Section aria-labelledby="search-all-spoken">
      <SectionHeader>
        <SectionTitle id="search-all-spoken">{t('search.spoken.title')}</SectionTitle>
      </SectionHeader>
      <Grid>
        {shown.map((match) => (
          <li key={`${match.video}:${match.language}:${match.start}`}>
            <MomentCard match={match} />
          </li>
        ))}
      </Grid>
      {matches.length > MOMENTS_SHOWN && (
        <ShowMore variant="text" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded
            ? t('search.spoken.fewer')
            : t('search.spoken.more', { count: matches.length - MOMENTS_SHOWN })}
        </ShowMore>
      )}
    </Section>
  );
}
