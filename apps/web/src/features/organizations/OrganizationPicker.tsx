import { Button } from '@campus/ui';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '../../i18n';
import { CreateOrganization } from './CreateOrganization';
import { FindOrganization } from './FindOrganization';
import { Alert, Panel, Tabs } from './OrganizationPicker.styles';
import { ChosenOrganization } from './parts';
import { selectChosenOrganization } from './selectors';
import { organizationChosen } from './slice';

/**
 * The organization a course is run for: found with the organization search, or created with name,
 * denomination, type and location after the unique check. The choice is in `organizations.chosen`.
 */
export function OrganizationPicker({
  error,
  focusSearch,
}: {
  error?: string;
  /** Puts focus in the search box: the member has just asked to change their organization. */
  focusSearch?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const chosen = useSelector(selectChosenOrganization);
  const [mode, setMode] = useState<'find' | 'create'>('find');
  if (chosen) {
    return (
      <ChosenOrganization
        organization={chosen}
        onChange={() => dispatch(organizationChosen(null))}
      />
    );
  }
  return (
    <Panel>
      {error && (
        <Alert role="alert">
          <p>{error}</p>
        </Alert>
      )}
      <Tabs>
        <Button
          variant={mode === 'find' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'find'}
          onClick={() => setMode('find')}
        >
          {t('organizations.findTab')}
        </Button>
        <Button
          variant={mode === 'create' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'create'}
          onClick={() => setMode('create')}
        >
          {t('organizations.createTab')}
        </Button>
      </Tabs>
      {mode === 'find' ? <FindOrganization focusSearch={focusSearch} /> : <CreateOrganization />}
    </Panel>
  );
}
