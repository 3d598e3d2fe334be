/** A quality as the video entity lists it under `meta.download`. */
export interface VideoDownload {
  quality: string;
  size: number;
  public_name?: string;
  width?: number;
  height?: number;
  link?: string;
  expires?: string | number;
}

export interface DownloadOption extends VideoDownload {
  /** What a person sees: `Original` for the source quality, otherwise the public name or quality. */
  label: string;
}

/** The host's name for the uploaded file itself. */
const SOURCE_QUALITY = 'source';

/**
 * Download options sorted by size ascending, the source quality labelled `Original` (pinned by
 * downloads.test.ts).
 */
export function downloadOptions(downloads: readonly VideoDownload[] = []): DownloadOption[] {
  return [...downloads]
    .sort((a, b) => a.size - b.size)
    .map((download) => ({
      ...download,
      label:
        download.quality.toLowerCase() === SOURCE_QUALITY
          ? 'Original'
          : download.public_name || download.quality,
    }));
}
