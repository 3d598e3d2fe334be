import { styled } from 'styled-components';

/** The course area's own pieces: a series' cover and the small labels on its cards. */

export const Badge = styled.span`
  align-self: flex-start;
  padding-block: ${({ theme }) => theme.space(0.5)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
  background: ${({ theme }) => theme.color.track};
  color: ${({ theme }) => theme.color.text};
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.success};
    /* The theme pairs its success green with the same ink as its primary: dark on dark mode's light green. */
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

export const Cover = styled.img`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.track};
`;
