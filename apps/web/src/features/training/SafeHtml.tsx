import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML is sanitized before it reaches the page (lesson and module content). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
