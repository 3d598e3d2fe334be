import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>
        The page you asked for does not exist. <Link to="/dashboard">Go to the dashboard</Link>.
      </p>
    </section>
  );
}
