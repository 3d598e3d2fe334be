import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

/** Server-supplied HTML (messages, welcome text), sanitized before it reaches the page. */
export function ServerHtml({
  html,
  ...rest
}: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
