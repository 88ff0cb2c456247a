import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOASTS } from '../../../shared/texts';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/toast-store';
import { analysisHref } from '../../lib/links';
import { refreshAnalysisLists, uploadSwingFile } from '../analysis/api';
import { failureFromError, failureToast } from '../analysis/uploadRules';
import { clipFileName, type RecordedClip } from './rollingRecorder';

/**
 * Over the camera once a swing is complete: keep it (the recorded clip goes through the same
 * upload as a chosen file, marked live, and the member lands on its analysis page) or let it go.
 * A failed upload keeps the clip here to try again.
 */
export function KeepSwingBar({ clip, onDismiss }: { clip: RecordedClip; onDismiss: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);

  const keep = async () => {
    setSent(0);
    const file = new File([clip.blob], clipFileName(clip.blob), { type: clip.blob.type });
    try {
      const { id } = await uploadSwingFile(file, {}, setSent, 'live').done;
      void refreshAnalysisLists(queryClient);
      toast(TOASTS.swingKept);
      void navigate(analysisHref(id));
    } catch (error) {
      setSent(null);
      toast({ ...failureToast(failureFromError(error)), variant: 'destructive' });
    }
  };

  return (
    <div
      data-testid="keep-swing"
      className="absolute inset-x-3 bottom-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-fairway-900/90 px-4 py-3 text-cream shadow-lg"
    >
      <p className="font-semibold">
        Swing complete <span className="font-normal text-cream/70">· {Math.round(clip.seconds)} s clip</span>
      </p>
      <div className="flex gap-2">
        {sent === null ? (
          <>
            <Button size="sm" variant="outlineLight" className="whitespace-nowrap" onClick={onDismiss}>
              Not this one
            </Button>
            <Button size="sm" variant="gold" className="whitespace-nowrap" onClick={() => void keep()}>
              Keep this swing
            </Button>
          </>
        ) : (
          <p role="status" className="text-sm">
            Keeping your swing… {Math.round(sent * 100)}%
          </p>
        )}
      </div>
    </div>
  );
}
