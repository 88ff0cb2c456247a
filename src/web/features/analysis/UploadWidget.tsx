import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { deviceAnalysisBlocker } from '../../../pose/browser/support';
import { TOASTS } from '../../../shared/texts';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Progress } from '../../components/ui/Progress';
import { toast } from '../../components/ui/toast-store';
import { trackEvent } from '../../lib/analytics';
import { cn } from '../../lib/cn';
import { analysisKey, fetchAnalysis, refreshAnalysisLists, submitSwingUrl, UploadCancelledError, uploadSwingFile, useAnalysis } from './api';
import { analysisHref } from '../../lib/links';
import { AnalysisDetailView } from './AnalysisDetailView';
import { AnalysisProgressPanel } from './AnalysisProgressPanel';
import { LabelFields } from './labels/LabelFields';
import { analyseOnDevice } from './onDevice';
import { scoreAnalyticsEvents } from './result/scoreStyle';
import type { AnalysisLabels } from '../../../shared/swingLabels';
import { failureFromError, failureToast, formatFileSize, readyToastFor, refusalFor, UPLOAD_INSTEAD } from './uploadRules';
import { useAnalysisProgress } from './useAnalysisProgress';
import { useUndecodableOnDevice } from './useUndecodableOnDevice';

type Phase =
  | { kind: 'choosing' }
  | { kind: 'uploading'; fraction: number; abort: () => void }
  | { kind: 'analyzing'; id: string }
  /** Private analysis: the pose model runs in this page (issue 16). */
  | { kind: 'onDevice'; fraction: number }
  | { kind: 'done'; id: string };

/** An HTTP refusal carries the server's sentence; a dropped connection or a 5xx gets the spec's default. */
function FinishedAnalysis({ id, onAnother }: { id: string; onAnother: () => void }) {
  const { data } = useAnalysis(id);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-2xl font-semibold text-fairway-900">Your Swing Analysis</h3>
        <div className="flex gap-2">
          <Link to={analysisHref(id)} className={buttonClasses('outline', 'sm')}>
            Open full page
          </Link>
          <Button size="sm" variant="gold" onClick={onAnother}>
            Analyze another swing
          </Button>
        </div>
      </div>
      {data && <AnalysisDetailView detail={data} />}
    </div>
  );
}

/**
 * Spec §2 swing upload and analysis widget: a file (video or photo, chosen, dropped or recorded on a
 * phone) or a video link — choosing one clears the other — checked against §5, then uploaded with a
 * real progress bar and followed through the server's stages to the result.
 */
export function UploadWidget() {
  const ids = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [videoUrl, setVideoUrl] = useState('');
  const [labels, setLabels] = useState<AnalysisLabels>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const [dragging, setDragging] = useState(false);
  const progress = useAnalysisProgress(phase.kind === 'analyzing' ? phase.id : null);
  // What this browser lacks for analysis on the device, known before the member tries it.
  const browserBlocker = useMemo(() => deviceAnalysisBlocker(), []);
  const deviceBlocker = useUndecodableOnDevice(file, browserBlocker === null) ?? browserBlocker;

  const working = phase.kind === 'uploading' || phase.kind === 'analyzing' || phase.kind === 'onDevice';
  const hasInput = file !== null || videoUrl.trim() !== '';

  function clearFileInputs() {
    if (fileInput.current) fileInput.current.value = '';
    if (cameraInput.current) cameraInput.current.value = '';
  }

  function chooseFile(chosen: File | undefined) {
    if (!chosen) return;
    const refusal = refusalFor(chosen);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      clearFileInputs();
      return;
    }
    setFile(chosen);
    setVideoUrl('');
    toast(readyToastFor(chosen));
  }

  function onUrlChange(event: ChangeEvent<HTMLInputElement>) {
    setVideoUrl(event.target.value);
    if (event.target.value !== '' && file) {
      setFile(null);
      clearFileInputs();
    }
  }

  function fail(failure: { code?: string; message?: string } | null) {
    toast({ ...failureToast(failure), variant: 'destructive' });
    setPhase({ kind: 'choosing' });
  }

  async function analyze(event?: FormEvent) {
    event?.preventDefault();
    if (working) return;
    if (!hasInput) {
      toast({ ...TOASTS.noVideoProvided, variant: 'destructive' });
      return;
    }
    try {
      let accepted: { id: string };
      if (file) {
        const upload = uploadSwingFile(file, labels, (fraction) => setPhase((current) => (current.kind === 'uploading' ? { ...current, fraction } : current)));
        setPhase({ kind: 'uploading', fraction: 0, abort: upload.abort });
        accepted = await upload.done;
      } else {
        setPhase({ kind: 'uploading', fraction: 1, abort: () => undefined });
        accepted = await submitSwingUrl(videoUrl.trim(), labels);
      }
      setPhase({ kind: 'analyzing', id: accepted.id });
      void refreshAnalysisLists(queryClient);
    } catch (error) {
      if (error instanceof UploadCancelledError) setPhase({ kind: 'choosing' });
      else fail(failureFromError(error));
    }
  }

  /** Analyses the chosen video in this page and stores only the result and keypoint track. */
  async function analyzeOnDevice() {
    if (!file || working) return;
    setPhase({ kind: 'onDevice', fraction: 0 });
    try {
      const detail = await analyseOnDevice(file, labels, (fraction) => setPhase({ kind: 'onDevice', fraction }));
      queryClient.setQueryData(analysisKey(detail.id), detail);
      void refreshAnalysisLists(queryClient);
      toast(TOASTS.analysisComplete);
      setPhase({ kind: 'done', id: detail.id });
    } catch (error) {
      fail(failureFromError(error));
    }
  }

  // Follow the server's verdict on the running analysis.
  useEffect(() => {
    if (phase.kind !== 'analyzing' || !progress) return;
    if (progress.status === 'failed') {
      fail(progress.error);
      void refreshAnalysisLists(queryClient);
    } else if (progress.status === 'done') {
      const id = phase.id;
      void queryClient.fetchQuery({ queryKey: analysisKey(id), queryFn: () => fetchAnalysis(id) }).then((detail) => {
        const score = detail.overallScore;
        if (score !== null) for (const name of scoreAnalyticsEvents(score)) trackEvent(name, { analysis_id: id, score });
      });
      void refreshAnalysisLists(queryClient);
      toast(TOASTS.analysisComplete);
      setPhase({ kind: 'done', id });
    }
    // Only a new progress report is news; the phase and helpers are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rerunning on a phase change would act on the same report twice
  }, [progress]);

  function startOver() {
    setFile(null);
    setVideoUrl('');
    clearFileInputs();
    setPhase({ kind: 'choosing' });
  }

  if (phase.kind === 'done') return <FinishedAnalysis id={phase.id} onAnother={startOver} />;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!working) chooseFile(event.dataTransfer.files[0]);
  };

  return (
    <Card className="space-y-6">
      <div>
        <h3 className="text-2xl font-semibold text-fairway-900">AI Swing Analyzer</h3>
        <p className="mt-1 text-ink/70">
          Upload a video of one swing, from full to half length (face-on or down-the-line, whole body in frame), or a photo of a swing position.
        </p>
      </div>

      <form onSubmit={analyze} className="space-y-6" aria-label="Swing upload">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
            dragging ? 'border-gold-500 bg-gold-300/10' : 'border-fairway-200 bg-fairway-50/50',
          )}
        >
          <svg viewBox="0 0 24 24" className="size-10 text-fairway-600" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
            <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3M12 4v12M7 9l5-5 5 5" />
          </svg>
          {file ? (
            <p className="text-sm" data-testid="chosen-file">
              <span className="font-semibold text-fairway-900">{file.name}</span> <span className="text-ink/70">({formatFileSize(file.size)})</span>
            </p>
          ) : (
            <p className="text-sm text-ink/70">Drop a video or photo here, or choose one. MP4, MOV, JPG or PNG up to 50MB.</p>
          )}
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" size="sm" disabled={working} onClick={() => fileInput.current?.click()}>
              {file ? 'Choose another file' : 'Choose File'}
            </Button>
            <Button variant="outline" size="sm" className="sm:hidden" disabled={working} onClick={() => cameraInput.current?.click()}>
              Record
            </Button>
          </div>
          <input
            ref={fileInput}
            id={`${ids}-file`}
            type="file"
            accept="video/*,image/*"
            aria-label="Swing video or photo"
            className="sr-only"
            tabIndex={-1}
            disabled={working}
            onChange={(event) => chooseFile(event.target.files?.[0])}
          />
          <input
            ref={cameraInput}
            type="file"
            accept="video/*,image/*"
            capture="environment"
            aria-label="Record a swing with the camera"
            className="sr-only"
            tabIndex={-1}
            disabled={working}
            onChange={(event) => chooseFile(event.target.files?.[0])}
          />
        </div>

        <div className="flex items-center gap-3 text-sm text-ink/70">
          <span className="h-px flex-1 bg-fairway-100" />
          or
          <span className="h-px flex-1 bg-fairway-100" />
        </div>

        <Field label="Video URL" htmlFor={`${ids}-url`} hint="A direct link to a video file (MP4 or MOV).">
          <Input
            id={`${ids}-url`}
            type="url"
            inputMode="url"
            placeholder="https://example.com/my-swing.mp4"
            value={videoUrl}
            disabled={working}
            onChange={onUrlChange}
          />
        </Field>

        <LabelFields legend="Session details (optional)" labels={labels} onChange={setLabels} disabled={working} />

        {phase.kind === 'onDevice' ? (
          <div className="space-y-2" role="status">
            <p className="font-semibold text-fairway-900">Analysing on this device… {Math.round(phase.fraction * 100)}%</p>
            <Progress value={phase.fraction * 100} label="On-device analysis" />
            <p className="text-sm text-ink/70">Your video stays on this device: only the result and the keypoint track are saved.</p>
          </div>
        ) : working ? (
          <div className="space-y-3">
            <AnalysisProgressPanel
              upload={phase.kind === 'uploading' && file ? { sent: phase.fraction * file.size, total: file.size } : null}
              fetchingLink={phase.kind === 'uploading' && !file}
              progress={progress}
            />
            {phase.kind === 'uploading' && file && (
              <Button variant="ghost" size="sm" onClick={phase.abort}>
                Cancel upload
              </Button>
            )}
          </div>
        ) : (
          <div className="space-y-2">
            <Button type="submit" variant="gold" size="lg" className="w-full" disabled={!hasInput}>
              Analyze Swing
            </Button>
            {file?.type.startsWith('video/') &&
              (deviceBlocker ? (
                <p className="rounded-xl bg-fairway-50 p-3 text-sm text-ink/80" data-testid="device-analysis-unavailable">
                  Analysing on this device is not possible here. {deviceBlocker.message} {UPLOAD_INSTEAD}
                </p>
              ) : (
                <Button type="button" variant="outline" className="w-full" onClick={() => void analyzeOnDevice()}>
                  Analyse on this device
                </Button>
              ))}
          </div>
        )}
      </form>
    </Card>
  );
}
