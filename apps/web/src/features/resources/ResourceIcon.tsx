import type { Resource } from '@campus/api-client';

/**
 * Movie for video; document-filled for docx, doc, txt, rtf; folder for zip; otherwise document.
 */
export function iconNameOf(resource: Resource): string {
  if (resource.iconName) return resource.iconName;
  if (resource.type === 'video') return 'movie';
  const extension =
    /\.([a-z0-9]+)$/i
      .exec((resource.attachedDocument?.url ?? '').split(/[?#]/, 1)[0] ?? '')?.[1]
      ?.toLowerCase() ?? '';
  if (['docx', 'doc', 'txt', 'rtf'].includes(extension)) return 'document-filled';
  if (extension === 'zip') return 'folder';
  return 'document';
}

// Material Symbols outlines, 24-unit grid.
const PATHS: Record<string, string> = {
  movie:
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 4v10h16V8H4Zm6 2 5 3-5 3v-6Z',
  'document-filled':
    'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v2h8v-2H8Zm0 4v2h5v-2H8Z',
  folder:
    'M3 5a2 2 0 0 1 2-2h5l2 2h7a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5Zm2 2v11h14V7H5Z',
  document: 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v16h12V9h-5V4H6Z',
};

export function ResourceIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-testid={`icon-${name}`}
    >
      <path fill="currentColor" d={PATHS[name] ?? PATHS.document} />
    </svg>
  );
}
