import { styled } from 'styled-components';
import { Link } from '../../kit/Link';

export const Options = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: 8px;
    font-weight: 600;
  }

  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-block-size: 36px;
    padding-inline: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.small};
    cursor: pointer;
  }

  input {
    inline-size: 20px;
    block-size: 20px;
    margin: 0;
  }
`;

export const Message = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** Above the steps, so the control is in view whatever the preview's height. */
export const Share = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block: -8px 4px;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const RunLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 36px;
  padding-inline: 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;
