import { Link } from 'react-router-dom';
import type { RoadmapStep, StepState } from '../../../../shared/journey';
import { stepPath } from '../step-path';
import LockIcon from './LockIcon';

interface Props {
  roadmapId: string;
  step: RoadmapStep;
  state: StepState;
}

/**
 * One step of a roadmap: a completed one links to its page, the active one is open with "Read more", a locked one
 * is dimmed and no link (screen readers hear "locked"), one without an id says "Coming soon.".
 */
export default function RoadmapStepItem({ roadmapId, step, state }: Props) {
  if (state === 'active' && step.id) {
    return (
      <li className="journey__step journey__step--active" aria-current="step">
        <h3>{step.title}</h3>
        <p>{step.summary}</p>
        <Link className="btn btn-primary" to={stepPath(roadmapId, step.id)}>
          Read more<span className="visually-hidden"> about {step.title}</span>
        </Link>
      </li>
    );
  }
  if (state === 'completed' && step.id) {
    return (
      <li className="journey__step journey__step--completed">
        <Link to={stepPath(roadmapId, step.id)}>
          <span aria-hidden="true">✓ </span>
          {step.title}
          <span className="visually-hidden"> (completed)</span>
        </Link>
      </li>
    );
  }
  if (state === 'coming-soon') {
    return (
      <li className="journey__step journey__step--soon">
        <span>{step.title}</span> <span className="journey__soon">Coming soon.</span>
      </li>
    );
  }
  return (
    <li className="journey__step journey__step--locked">
      <LockIcon />
      {step.title}
      <span className="visually-hidden"> (locked)</span>
    </li>
  );
}
