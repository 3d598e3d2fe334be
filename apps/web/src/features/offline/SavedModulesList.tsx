import { Button } from '@campus/ui';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { formatFileSize } from '../../kit/format';
import { Link } from '../../kit/Link';
import { Muted, SubHeading } from '../../kit/ui';
import { removeModuleAsked, type OfflineState } from './slice';
import { selectOnline, selectPersisted, selectSavedModules, selectSpace } from './selectors';
import { useOfflineText } from './texts';

type State = { offline: OfflineState };

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
  }

  /* The title takes the line; size and Remove keep to its end, or wrap under it together. */
  li > a {
    flex: 1 1 14rem;
    min-inline-size: 0;
  }
`;

/**
 * The Learning Centre's list of what this member saved on this device, with what each takes and
 * the space left; offline, it says which modules open and that the others need a connection.
 */
export function SavedModulesList() {
  const text = useOfflineText();
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const saved = useSelector((state: State) => selectSavedModules(state));
  const space = useSelector((state: State) => selectSpace(state));
  const persisted = useSelector((state: State) => selectPersisted(state));
  const online = useSelector((state: State) => selectOnline(state));
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);

  if (saved.length === 0) {
    return online ? null : <p role="status">{text('noneSaved')}</p>;
  }
  return (
    <section aria-labelledby="saved-offline">
      <SubHeading id="saved-offline">{text('listTitle')}</SubHeading>
      {!online && <p role="status">{text('offlineNow')}</p>}
      <List>
        {saved.map((module) => (
          <li key={module.id}>
            <Link to={`/training/${module.slug}`}>
              <bdi>{module.title}</bdi>
            </Link>
            <span>{size(module.bytes)}</span>
            <Button
              variant="secondary"
              aria-label={`${text('remove')}: ${module.title}`}
              onClick={() => dispatch(removeModuleAsked({ moduleId: module.id }))}
            >
              {text('remove')}
            </Button>
          </li>
        ))}
      </List>
      {space && space.quota > 0 && (
        <Muted>{text('spaceLeft', { size: size(Math.max(0, space.quota - space.usage)) })}</Muted>
      )}
      {persisted === false && <Muted>{text('notPersistent')}</Muted>}
    </section>
  );
}

export default SavedModulesList;
