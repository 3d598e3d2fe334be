import { Button } from '@campus/ui';
import { useState } from 'react';
import { useHydrated } from '../../kit/useHydrated';
import { useCertificatesText } from './texts';

/**
 * A certificate's link, to hand on: the device's own share sheet where it has one (phones), else
 * copied, with a word that it was (or the address to copy by hand when the browser refused).
 */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const text = useCertificatesText();
  const [said, setSaid] = useState('');
  // As the server wrote it until hydrated: the server knows no share sheet.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ url, title });
        return;
      } catch (error) {
        // Closed by the member: nothing to say. Refused by the browser: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid(text('linkCopied'));
    } catch {
      setSaid(text('copyFailed', { url }));
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        {canShare ? text('share') : text('copyLink')}
      </Button>
      <span role="status">{said}</span>
    </>
  );
}
