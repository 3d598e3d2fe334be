import { styled } from 'styled-components';
import { tokens } from '../theme';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => tokens(theme).space(4)};
  background: rgb(0 0 0 / 0.5);
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  inline-size: 480px;
  max-inline-size: 100%;
  max-block-size: calc(100vh - 32px);
  overflow: hidden;
  border-radius: ${({ theme }) => tokens(theme).radius.medium};
  background: ${({ theme }) => tokens(theme).color.surface};
  color: ${({ theme }) => tokens(theme).color.text};
  font-family: ${({ theme }) => tokens(theme).font.family};
  box-shadow: ${({ theme }) => tokens(theme).elevation.overlay};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => tokens(theme).color.focus};
  }
  &[data-size='media'] {
    inline-size: 80vw;
    max-inline-size: 1024px;
  }
  &[data-size='completion'] {
    inline-size: 90vw;
    max-inline-size: 600px;
    max-block-size: 80vh;
  }
  /* The resource modal is full screen at 767px and below. */
  @media (max-width: 767px) {
    &[data-size='media'] {
      position: fixed;
      inset: 0;
      inline-size: 100%;
      max-inline-size: none;
      max-block-size: none;
      border-radius: 0;
    }
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => tokens(theme).space(2)};
  padding-block: ${({ theme }) => tokens(theme).space(3)};
  padding-inline: ${({ theme }) => tokens(theme).space(4)};
  border-block-end: 1px solid ${({ theme }) => tokens(theme).color.border};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => tokens(theme).font.size.large};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => tokens(theme).space(4)};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => tokens(theme).space(2)};
  padding-block: ${({ theme }) => tokens(theme).space(3)};
  padding-inline: ${({ theme }) => tokens(theme).space(4)};
  border-block-start: 1px solid ${({ theme }) => tokens(theme).color.border};
`;

export const ErrorText = styled.p`
  margin: 0;
  margin-inline-end: auto;
  color: ${({ theme }) => tokens(theme).color.danger};
`;
