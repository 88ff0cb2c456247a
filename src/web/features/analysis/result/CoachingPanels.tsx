import type { SwingAnalysis } from '../../../../shared/analysis';
import { Card } from '../../../components/ui/Card';

/**
 * What to watch on the video and the plan for the next session (the reply's visualCoaching and
 * revolutionaryCoaching fields), each shown only when its flag and its text are there.
 */
export function CoachingPanels({ analysis }: { analysis: SwingAnalysis }) {
  const panels = [
    analysis.hasVisualCoaching && analysis.visualCoaching ? { title: 'What to Watch on Your Video', text: analysis.visualCoaching } : null,
    analysis.hasRevolutionaryCoaching && analysis.revolutionaryCoaching ? { title: 'Your Plan for Next Session', text: analysis.revolutionaryCoaching } : null,
  ].filter((panel) => panel !== null);
  if (panels.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {panels.map((panel) => (
        <Card key={panel.title} className="border-gold-300 bg-gradient-to-br from-white to-gold-300/20">
          <h3 className="text-lg font-semibold text-fairway-900">{panel.title}</h3>
          <p className="mt-2 whitespace-pre-line text-ink/80">{panel.text}</p>
        </Card>
      ))}
    </div>
  );
}
