import { styled } from 'styled-components';

const Heading = styled.h1`
  margin-block: 0 16px;
  font-size: 1.75rem;
`;

export function DashboardScreen() {
  return (
    <section aria-labelledby="dashboard-title">
      <Heading id="dashboard-title">Dashboard</Heading>
      <p>Welcome to Campus.</p>
    </section>
  );
}

export default DashboardScreen;
