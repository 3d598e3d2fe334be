import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { cardSurface } from '../../kit/ui';

const CardBox = styled.section`
  inline-size: min(100%, 480px);
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(6)};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
  text-align: start;

  @media (max-width: 767px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/**
 * What the sign-on area's layout puts at the top of every card (its Back control), so the control
 * stands on the form it leaves rather than apart from it on the background image.
 */
export const CardTop = createContext<ReactNode>(null);

/** The surface a sign-on screen's form stands on. */
export function FormCard({ children, ...rest }: ComponentProps<typeof CardBox>) {
  const top = useContext(CardTop);
  return (
    <CardBox {...rest}>
      {top}
      {children}
    </CardBox>
  );
}

export const Title = styled.h1`
  margin-block: 0 ${({ theme }) => theme.space(4)};
  font-size: 1.5rem;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-block: ${({ theme }) => theme.space(4)} 0;

  a {
    color: ${({ theme }) => theme.color.primary};
    min-block-size: 24px;
    display: inline-flex;
    align-items: center;
  }
`;

/** A message from the server or the app's own; `tone` picks the colour. */
export const Notice = styled.div<{ $tone?: 'error' | 'success' | 'info' }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  border-inline-start: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error'
        ? theme.color.danger
        : $tone === 'success'
          ? theme.color.success
          : theme.color.primary};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }

  /* Server HTML arrives after the box (its sanitizer loads on demand, or once the text is in view):
     until then the box shows nothing and has no height, yet stays in the flow where its text will
     be, so that the place is seen only when it scrolls into view. (Taken out of the flow, a flex
     item sits at the top of its form, in view at once, and the sanitizer would load with the page.) */
  &:empty,
  &:has(> :only-child:empty) {
    padding: 0;
    border: 0;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;
