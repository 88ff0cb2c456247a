import { useEffect, useState } from 'react';

/**
 * Why this browser cannot decode the chosen video for analysis on the device (HDR HEVC in Chromium,
 * say), found from the file's header as soon as it is chosen, so the page says so in place of the
 * button instead of starting (decisions 2608, 3120); null while reading, when it can, or when not asked.
 */
export function useUndecodableOnDevice(file: File | null, ask: boolean): Error | null {
  const [found, setFound] = useState<{ file: File; error: Error | null } | null>(null);
  useEffect(() => {
    if (!file || !ask || !file.type.startsWith('video/')) return;
    let current = true;
    void import('../../../pose/browser/decodeCheck')
      .then(({ undecodableOnThisDevice }) => undecodableOnThisDevice(file))
      // A file the page cannot even open is left to the analysis itself, which says why.
      .catch(() => null)
      .then((error) => {
        if (current) setFound({ file, error });
      });
    return () => {
      current = false;
    };
  }, [file, ask]);
  return found?.file === file ? found.error : null;
}
