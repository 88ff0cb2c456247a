import { Card } from '../../components/ui/Card';
import { messageOf } from '../../lib/api';

/** An analysis that cannot be shown (deleted, someone else's, server trouble), with the server's reason. */
export function Unavailable({ error }: { error: unknown }) {
  return (
    <Card className="border-red-200 bg-red-50">
      <h2 className="text-xl font-semibold text-red-800">This analysis is not available</h2>
      <p className="mt-2 text-red-900/80">{messageOf(error)}</p>
    </Card>
  );
}
