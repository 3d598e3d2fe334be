import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Stepper } from './Stepper';

const steps = [
  { title: 'Preview', content: <p>Preview body</p> },
  { title: 'Video download options', content: <p>Options body</p> },
];

test('moves forward and back, marking the active and completed steps', async () => {
  const user = userEvent.setup();
  const changes: number[] = [];
  render(<Stepper steps={steps} onStepChange={(s) => changes.push(s)} />);
  const list = screen.getByRole('list', { name: 'Progress' });
  expect(list).toBeInTheDocument();
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Preview');
  expect(screen.getByText('Preview body')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
    'Video download options',
  );
  expect(screen.getByRole('group', { name: 'Video download options' })).toHaveTextContent(
    'Options body',
  );
  expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Preview (completed)');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Preview');
  expect(changes).toEqual([1, 0]);
});

test('Next on the last step runs the finish action instead of moving on', async () => {
  const user = userEvent.setup();
  let finished = 0;
  render(
    <Stepper
      steps={steps}
      defaultActiveStep={1}
      onFinish={() => (finished += 1)}
      finishLabel="Download"
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(finished).toBe(1);
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
    'Video download options',
  );
});

test('a single step shows no step list, only its content and its button', async () => {
  const user = userEvent.setup();
  let finished = 0;
  render(<Stepper steps={[steps[0]!]} onFinish={() => (finished += 1)} finishLabel="Download" />);
  expect(screen.queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Preview' })).toHaveTextContent('Preview body');
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(finished).toBe(1);
});

test('without a finish action the last step has no Next', () => {
  render(<Stepper steps={steps} defaultActiveStep={1} />);
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

test('is keyboard usable and Next can be disabled', async () => {
  const user = userEvent.setup();
  const { rerender } = render(<Stepper steps={steps} nextDisabled />);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  rerender(<Stepper steps={steps} />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
    'Video download options',
  );
});

test('a controlled stepper follows its activeStep prop', async () => {
  const user = userEvent.setup();
  const requested: number[] = [];
  render(<Stepper steps={steps} activeStep={0} onStepChange={(s) => requested.push(s)} />);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(requested).toEqual([1]);
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Preview');
});

test('has no axe violations', async () => {
  const { container } = render(
    <Stepper steps={steps} defaultActiveStep={1} onFinish={() => undefined} />,
  );
  expect((await axe(container)).violations).toEqual([]);
});
