import { useState } from 'react';
import { describeShape } from '../../../shared/drawings';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Input } from '../../components/ui/Input';
import { messageOf } from '../../lib/api';
import { useTrack } from '../analysis/api';
import { useDrawings } from '../analysis/drawings/api';
import { EVENT_LABELS } from '../analysis/player/events';
import { aspectOf } from '../analysis/player/poseTrack';
import { useShareLinkChanges, useShareLinks } from './api';

/**
 * On the owner's result page: make a read-only link to this swing (choosing which drawings it
 * shows), copy it (it is shown once: only its hash is stored), and revoke links.
 */
export function ShareLinksCard({ analysisId, trackUrl }: { analysisId: string; trackUrl: string | null }) {
  const track = useTrack(trackUrl).data;
  const aspect = aspectOf(track);
  const links = useShareLinks(analysisId).data ?? [];
  const drawings = useDrawings(analysisId).data ?? [];
  const changes = useShareLinkChanges(analysisId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const made = changes.make.data ? `${window.location.origin}${changes.make.data.path}` : null;
  const error = changes.make.error ?? changes.revoke.error;
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Card role="region" aria-label="Share this swing">
      <h2 className="text-xl font-semibold text-fairway-900">Share this swing</h2>
      <p className="mt-1 text-sm text-ink/70">
        Anyone with the link sees the video, skeleton, key positions, score and the drawings you tick, without an account. Not your name or anything else.
      </p>
      {drawings.length > 0 && (
        <fieldset className="mt-3 space-y-1">
          <legend className="text-sm font-semibold text-fairway-800">Drawings to show</legend>
          {drawings.map((drawing) => (
            <label key={drawing.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.has(drawing.id)} onChange={() => toggle(drawing.id)} className="size-4 accent-fairway-700" />
              {drawing.event ? EVENT_LABELS[drawing.event] : `Frame ${drawing.frame}`} · {describeShape(drawing.shape, aspect)}
              {drawing.label && ` · ${drawing.label}`}
            </label>
          ))}
        </fieldset>
      )}
      <Button className="mt-3" size="sm" disabled={changes.make.isPending} onClick={() => changes.make.mutate({ drawingIds: [...chosen] })}>
        {changes.make.isPending ? 'Making the link...' : 'Make a link'}
      </Button>
      {made && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <label htmlFor="share-link" className="sr-only">
            New link
          </label>
          <Input id="share-link" readOnly value={made} className="h-10 min-w-0 flex-1 basis-56" onFocus={(event) => event.currentTarget.select()} />
          <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(made)}>
            Copy
          </Button>
          <p className="w-full text-xs text-ink/70">Copy it now: for your privacy only a fingerprint of the link is kept, so it cannot be shown again.</p>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {messageOf(error)}
        </p>
      )}
      {links.length > 0 && (
        <ol className="mt-4 space-y-2" aria-label="Your links to this swing">
          {links.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-fairway-50/60 p-2 text-sm" data-testid="share-link">
              <span className="min-w-0 flex-1 basis-44">
                Made {new Date(link.createdAt).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })} ·{' '}
                {link.drawingIds.length === 1 ? '1 drawing' : `${link.drawingIds.length} drawings`}
              </span>
              <Button variant="ghost" size="sm" disabled={changes.revoke.isPending} onClick={() => changes.revoke.mutate(link.id)}>
                Revoke
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
