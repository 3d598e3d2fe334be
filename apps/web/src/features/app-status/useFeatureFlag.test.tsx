import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../app/store';
import { testServices } from '../../app/testing';
import { featuresConfigReceived } from './slice';
import { useFeatureFlag } from './useFeatureFlag';

function Probe({ name }: { name: string }) {
  return <p>{`${name}: ${useFeatureFlag(name) ? 'on' : 'off'}`}</p>;
}

test('a known flag follows features-config; an unknown one is off and warns once', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const store = createAppStore(testServices().services);
  render(
    <Provider store={store}>
      <Probe name="nps-js-mb" />
      <Probe name="no-such-flag" />
      <Probe name="no-such-flag" />
    </Provider>,
  );
  expect(warn).not.toHaveBeenCalled();
  act(() => {
    store.dispatch(featuresConfigReceived([{ key: 'nps-js-mb', enabled: true }]));
  });
  expect(screen.getByText('nps-js-mb: on')).toBeInTheDocument();
  expect(screen.getAllByText('no-such-flag: off')).toHaveLength(2);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-flag'));
  store.rootTask.cancel();
  warn.mockRestore();
});
