import { styled } from 'styled-components';
import { Title } from './formKit';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  inline-size: min(100%, 720px);
  margin-inline: auto;
  text-align: start;
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};

  h2 {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
  }

  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

// A group inside the panel, named like the fields around it: the browser's own frame around a
// fieldset would box the organization's own box a second time.
export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  border: 0;

  legend {
    margin-block-end: ${({ theme }) => theme.space(1)};
    padding: 0;
    font-weight: 600;
  }
`;

// The page's grid spaces the title from the panels.
export const PageTitle = styled(Title)`
  && {
    margin: 0;
  }
`;
