import { progressPercent, type Roadmap, stepStates } from '../../../../shared/journey';
import RoadmapStepItem from './RoadmapStepItem';

interface Props {
  roadmap: Roadmap;
  completed: readonly string[];
  showCompleted: boolean;
}

/** One roadmap: its progress as a rounded-down percentage and its steps in order (docs/product-rules.md#journey-and-chats). */
export default function RoadmapSection({ roadmap, completed, showCompleted }: Props) {
  const states = stepStates(roadmap, completed);
  const percent = progressPercent(roadmap, completed);
  const hidden = showCompleted ? 0 : states.filter((state) => state === 'completed').length;
  const headingId = `roadmap-${roadmap.id}`;

  return (
    <section className="card journey__roadmap" aria-labelledby={headingId}>
      <h2 id={headingId}>{roadmap.title}</h2>
      <p>{roadmap.description}</p>
      <div className="journey__progress">
        <progress max={100} value={percent} aria-labelledby={`${headingId}-progress`} />
        <span id={`${headingId}-progress`}>{percent}% complete</span>
      </div>
      <ol className="journey__steps" aria-label={`${roadmap.title} steps`}>
        {roadmap.steps.map((step, index) =>
          !showCompleted && states[index] === 'completed' ? null : (
            <RoadmapStepItem key={step.id ?? step.title} roadmapId={roadmap.id} step={step} state={states[index]!} />
          ),
        )}
      </ol>
      {hidden > 0 && (
        <p className="muted">
          {hidden} completed {hidden === 1 ? 'step' : 'steps'} hidden
        </p>
      )}
    </section>
  );
}
