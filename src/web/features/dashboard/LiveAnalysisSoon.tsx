import { Card } from '../../components/ui/Card';

/** Live analysis arrives with a later issue; until then this says so plainly rather than faking a camera. */
export function LiveAnalysisSoon({ onUpload }: { onUpload: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <span className="rounded-full bg-gold-300/40 px-3 py-1 text-xs font-bold uppercase tracking-wide text-fairway-900">Coming soon</span>
      <h3 className="text-2xl font-semibold text-fairway-900">Live AR Swing Analysis</h3>
      <p className="max-w-md text-ink/70">
        Real-time coaching over your camera is on its way. Until then, record a swing and upload it: you get the full frame-by-frame breakdown.
      </p>
      <button type="button" onClick={onUpload} className="font-semibold text-fairway-700 underline-offset-4 hover:underline">
        Go to the Swing Analyzer
      </button>
    </Card>
  );
}
