import { Button } from '@campus/ui';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { useTranslation } from '../../i18n';
import { formatFileSize } from '../../kit/format';
import {
  removeModuleAsked,
  saveCancelled,
  saveConfirmed,
  saveModuleAsked,
  type OfflineState,
} from './slice';
import { selectSavedModule, selectSaving } from './selectors';
import { useOfflineText } from './texts';

type State = { offline: OfflineState };

// The sentence on its own line, the buttons together under it.
const Panel = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;

  p {
    margin: 0;
  }

  progress {
    inline-size: min(100%, 320px);
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export interface OfflineModulePanelProps {
  moduleKey: string;
  moduleId: number;
  /** What the member pressed before the area was here: it is done as the panel appears. */
  pressed: 'save' | 'remove' | null;
}

/** A module's Save for offline: the size first, then the progress, then what it takes and Remove. */
export function OfflineModulePanel({ moduleKey, moduleId, pressed }: OfflineModulePanelProps) {
  const text = useOfflineText();
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const saving = useSelector((state: State) => selectSaving(state, moduleId));
  const saved = useSelector((state: State) => selectSavedModule(state, moduleId));
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);

  useEffect(() => {
    if (pressed === 'save') dispatch(saveModuleAsked({ moduleKey, moduleId }));
    if (pressed === 'remove') dispatch(removeModuleAsked({ moduleId }));
  }, [dispatch, pressed, moduleKey, moduleId]);

  const save = () => dispatch(saveModuleAsked({ moduleKey, moduleId }));
  if (saving?.phase === 'measuring') {
    return (
      <Panel role="status">
        <p>{text('measuring')}</p>
      </Panel>
    );
  }
  if (saving?.phase === 'confirming') {
    return (
      <Panel>
        <p role="status">{text('confirm', { size: size(saving.bytes) })}</p>
        <Buttons>
          <Button variant="primary" onClick={() => dispatch(saveConfirmed({ moduleId }))}>
            {text('confirmAction')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch(saveCancelled({ moduleId }))}>
            {text('cancel')}
          </Button>
        </Buttons>
      </Panel>
    );
  }
  if (saving?.phase === 'saving') {
    return (
      <Panel>
        <progress
          aria-label={text('saving')}
          max={saving.bytes}
          value={Math.min(saving.done, saving.bytes)}
        />
        <p>{text('savingProgress', { done: size(saving.done), size: size(saving.bytes) })}</p>
      </Panel>
    );
  }
  if (saving?.phase === 'failed') {
    return (
      <Panel>
        <p role="alert">{text('failed')}</p>
        <Button variant="secondary" onClick={save}>
          {text('retry')}
        </Button>
      </Panel>
    );
  }
  if (saved) {
    return (
      <Panel>
        <p role="status">{text('saved', { size: size(saved.bytes) })}</p>
        <Button variant="secondary" onClick={() => dispatch(removeModuleAsked({ moduleId }))}>
          {text('remove')}
        </Button>
      </Panel>
    );
  }
  return (
    <Panel>
      <Button variant="secondary" onClick={save}>
        {text('save')}
      </Button>
    </Panel>
  );
}

export default OfflineModulePanel;
