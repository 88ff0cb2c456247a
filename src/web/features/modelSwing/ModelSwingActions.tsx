import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/ui/Button';
import { messageOf } from '../../lib/api';
import { modelCompareHref } from '../../lib/links';
import { useModelSwing, useModelSwingChanges } from './api';

/**
 * On the result page of the member's own finished swing: open it against a model, and keep it as
 * the member's model (or stop keeping it).
 */
export function ModelSwingActions({ analysisId }: { analysisId: string }) {
  const model = useModelSwing();
  const { keep, forget } = useModelSwingChanges();
  const isModel = model.data?.analysisId === analysisId;
  const error = keep.error ?? forget.error;
  return (
    <>
      <Link to={modelCompareHref(analysisId, 'modelled')} className={buttonClasses('outline', 'sm')}>
        Compare with a model swing
      </Link>
      {model.isSuccess &&
        (isModel ? (
          <Button variant="ghost" size="sm" onClick={() => forget.mutate()} disabled={forget.isPending}>
            ★ Your model swing · Stop using it
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => keep.mutate(analysisId)} disabled={keep.isPending}>
            Keep as my model
          </Button>
        ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(error)}
        </p>
      )}
    </>
  );
}
