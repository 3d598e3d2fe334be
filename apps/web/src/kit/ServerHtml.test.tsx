import { render, screen } from '@testing-library/react';
import { ServerHtml } from './ServerHtml';

test('server HTML shows once the sanitizer has arrived, and never unsanitized', async () => {
  const { container } = render(
    <ServerHtml
      role="alert"
      html={
        '<strong>Taken.</strong> <a href="/user/signon">Sign in</a><img src=x onerror="alert(1)">'
      }
    />,
  );
  // Before the sanitizer is here, nothing of the HTML reaches the page.
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/user/signon',
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Taken. Sign in');
  expect(container.innerHTML).not.toContain('onerror');
});

test('messages keep to HTML; lesson content may also carry graphics', async () => {
  const svg = '<p>Figure</p><svg><circle r="1"></circle></svg>';
  render(
    <>
      <ServerHtml data-testid="message" html={svg} />
      <ServerHtml data-testid="content" profile="content" html={svg} />
    </>,
  );
  expect(await screen.findAllByText('Figure')).toHaveLength(2);
  expect(screen.getByTestId('message').innerHTML).not.toContain('<svg');
  expect(screen.getByTestId('content').innerHTML).toContain('<svg');
});
